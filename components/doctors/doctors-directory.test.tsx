import { fireEvent, render, screen, within } from '@testing-library/react';
import { DoctorsDirectory } from './doctors-directory';

const doctors = [
  { name: 'Dr. Ankit Mehra', category: 'Cardiology', cities: ['GT Road Amritsar'] },
  {
    name: 'Dr. Manpreet Gill',
    category: 'Cardiothoracic and Vascular Surgery',
    cities: ['Pathankot'],
  },
  {
    name: 'Dr. Gurpreet Bhullar',
    category: 'Orthopaedics & Joint Replacement',
    cities: ['Taran Taran'],
  },
  { name: 'Dr. Sameer Wani', category: 'Cardiology', cities: ['Pathankot', 'Srinagar'] },
];

const tabs = [
  { label: 'All', city: null },
  { label: 'Pathankot', city: 'Pathankot' },
  { label: 'Tarn Taran', city: 'Taran Taran' },
];

function renderDirectory(initial: { q?: string; city?: string | null; category?: string } = {}) {
  return render(
    <DoctorsDirectory
      tabs={tabs}
      items={doctors}
      categories={['Cardiology', 'Orthopaedics & Joint Replacement']}
      initialQuery={initial.q ?? ''}
      initialCity={initial.city ?? null}
      initialCategory={initial.category ?? ''}
      labels={{
        name: "Doctor's name",
        namePlaceholder: 'Type a name',
        category: 'Speciality',
        placeholder: 'Type a speciality',
        empty: 'No doctors.',
      }}
    >
      {doctors.map((doctor) => (
        <article key={doctor.name}>{doctor.name}</article>
      ))}
    </DoctorsDirectory>,
  );
}

/** The names of the cards a visitor can see. */
function shownNames() {
  return screen
    .getAllByRole('listitem', { hidden: true })
    .filter((item) => !item.hidden)
    .map((item) => item.textContent);
}

beforeEach(() => window.history.replaceState(null, '', '/doctors'));

describe('the doctors list filters', () => {
  it('starts from the filters of the address it was opened with', () => {
    renderDirectory({ city: 'Pathankot', category: 'card' });
    expect(shownNames()).toEqual(['Dr. Manpreet Gill', 'Dr. Sameer Wani']);
    expect(screen.getByRole('button', { name: 'Pathankot' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('Speciality')).toHaveValue('card');
    expect(screen.getByText('2 doctors')).toBeInTheDocument();
  });

  it('shows the doctors of a hospital tab and keeps the choice in the address', () => {
    renderDirectory();
    expect(shownNames()).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Tarn Taran' }));
    expect(shownNames()).toEqual(['Dr. Gurpreet Bhullar']);
    expect(screen.getByText('1 doctor')).toBeInTheDocument();
    expect(new URL(window.location.href).searchParams.get('city')).toBe('Taran Taran');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(shownNames()).toHaveLength(4);
    expect(new URL(window.location.href).searchParams.has('city')).toBe(false);
  });

  it('keeps categories starting with the typed text, and says so when none match', () => {
    renderDirectory();
    const search = screen.getByLabelText('Speciality');
    fireEvent.change(search, { target: { value: 'CARDIO' } });
    expect(shownNames()).toEqual(['Dr. Ankit Mehra', 'Dr. Manpreet Gill', 'Dr. Sameer Wani']);
    expect(new URL(window.location.href).searchParams.get('category')).toBe('CARDIO');
    fireEvent.change(search, { target: { value: 'vascular' } });
    expect(shownNames()).toEqual([]);
    expect(screen.getByText('No doctors.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Filter by hospital' })).getAllByRole('button'),
    ).toHaveLength(3);
  });

  it('keeps the doctors whose name contains the typed text, with the other filters', () => {
    renderDirectory({ q: 'PREET' });
    expect(screen.getByLabelText("Doctor's name")).toHaveValue('PREET');
    expect(shownNames()).toEqual(['Dr. Manpreet Gill', 'Dr. Gurpreet Bhullar']);
    fireEvent.click(screen.getByRole('button', { name: 'Pathankot' }));
    expect(shownNames()).toEqual(['Dr. Manpreet Gill']);
    const url = new URL(window.location.href);
    expect(url.searchParams.get('q')).toBe('PREET');
    expect(url.searchParams.get('city')).toBe('Pathankot');
    fireEvent.change(screen.getByLabelText("Doctor's name"), { target: { value: ' wani ' } });
    expect(shownNames()).toEqual(['Dr. Sameer Wani']);
    expect(new URL(window.location.href).searchParams.get('q')).toBe('wani');
    fireEvent.change(screen.getByLabelText("Doctor's name"), { target: { value: '' } });
    expect(new URL(window.location.href).searchParams.has('q')).toBe(false);
    expect(shownNames()).toEqual(['Dr. Manpreet Gill', 'Dr. Sameer Wani']);
  });
});
