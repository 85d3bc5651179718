import { fireEvent, render, screen, within } from '@testing-library/react';
import { DoctorsDirectory } from './doctors-directory';

const doctors = [
  { name: 'Dr. A', category: 'Cardiology', cities: ['GT Road Amritsar'] },
  { name: 'Dr. B', category: 'Cardiothoracic and Vascular Surgery', cities: ['Pathankot'] },
  { name: 'Dr. C', category: 'Orthopaedics & Joint Replacement', cities: ['Taran Taran'] },
  { name: 'Dr. D', category: 'Cardiology', cities: ['Pathankot', 'Srinagar'] },
];

const tabs = [
  { label: 'All', city: null },
  { label: 'Pathankot', city: 'Pathankot' },
  { label: 'Tarn Taran', city: 'Taran Taran' },
];

function renderDirectory(initial: { city?: string | null; category?: string } = {}) {
  return render(
    <DoctorsDirectory
      tabs={tabs}
      items={doctors}
      categories={['Cardiology', 'Orthopaedics & Joint Replacement']}
      initialCity={initial.city ?? null}
      initialCategory={initial.category ?? ''}
      labels={{ category: 'Speciality', placeholder: 'Type a speciality', empty: 'No doctors.' }}
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
    expect(shownNames()).toEqual(['Dr. B', 'Dr. D']);
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
    expect(shownNames()).toEqual(['Dr. C']);
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
    expect(shownNames()).toEqual(['Dr. A', 'Dr. B', 'Dr. D']);
    expect(new URL(window.location.href).searchParams.get('category')).toBe('CARDIO');
    fireEvent.change(search, { target: { value: 'vascular' } });
    expect(shownNames()).toEqual([]);
    expect(screen.getByText('No doctors.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Filter by hospital' })).getAllByRole('button'),
    ).toHaveLength(3);
  });
});
