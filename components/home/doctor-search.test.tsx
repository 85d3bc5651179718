import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DoctorSearch } from './doctor-search';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const doctors = [
  {
    name: 'Dr. Gurpreet Singh Bhullar',
    slug: 'dr-gurpreet-singh-bhullar',
    category: 'Orthopaedics',
  },
  { name: 'Dr. Manpreet Singh Gill', slug: 'dr-manpreet-singh-gill', category: 'Cardiology' },
  { name: 'Dr. Harpreet Singh Cheema', slug: 'dr-harpreet-singh-cheema', category: 'Urology' },
];

const fetchMock = jest.fn(async (url: string) => {
  const q = new URL(url, 'http://localhost').searchParams.get('q')!.toLowerCase();
  const found = doctors.filter((doctor) => doctor.name.toLowerCase().includes(q));
  // jsdom has no Response: the two members the search reads are enough.
  return { ok: true, status: 200, json: async () => ({ doctors: found }) };
});

beforeEach(() => {
  push.mockReset();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const box = () => screen.getByRole('combobox', { name: 'Search for a doctor by name' });

function type(text: string) {
  fireEvent.focus(box());
  fireEvent.change(box(), { target: { value: text } });
}

describe('the home doctor search', () => {
  it('is a search form to /doctors with the text as ?q=', () => {
    render(<DoctorSearch />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/doctors');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'q');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('shows the doctors whose name contains the text, and says how many', async () => {
    render(<DoctorSearch />);
    type('PREET');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Dr. Gurpreet Singh BhullarOrthopaedics',
      'Dr. Manpreet Singh GillCardiology',
      'Dr. Harpreet Singh CheemaUrology',
    ]);
    expect(options[1]).toHaveAttribute('href', '/doctor/dr-manpreet-singh-gill');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(screen.getByRole('status')).toHaveTextContent('3 doctors found');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/doctors/suggest?q=PREET');
  });

  it('moves the active option with the arrow keys and opens it with Enter', async () => {
    render(<DoctorSearch />);
    type('singh');
    const options = await screen.findAllByRole('option');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/doctor/dr-harpreet-singh-cheema');
    expect(box()).toHaveValue('Dr. Harpreet Singh Cheema');
  });

  it('closes on Escape and opens again when the box is focused', async () => {
    render(<DoctorSearch />);
    type('gill');
    await screen.findByRole('option');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box()).toHaveValue('gill');
    fireEvent.focus(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a click outside it', async () => {
    render(
      <>
        <DoctorSearch />
        <p>Elsewhere</p>
      </>,
    );
    type('cheema');
    await screen.findByRole('option');
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nobody matches, and Enter then searches the doctors list', async () => {
    render(<DoctorSearch />);
    type('zzz');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No doctor found for “zzz”'),
    );
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.submit(screen.getByRole('search'));
    expect(push).toHaveBeenCalledWith('/doctors?q=zzz');
  });
});
