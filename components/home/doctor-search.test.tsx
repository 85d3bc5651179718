import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

// What the server's topic table makes of "knee" (the table itself never reaches the browser).
const knee = {
  name: 'Orthopaedics & Joint Replacement',
  slug: 'orthopaedics-and-joint-replacement',
  doctorCount: 3,
  doctors: [
    {
      name: 'Dr. Arjun Mehra',
      slug: 'dr-arjun-mehra',
      category: 'Orthopaedics & Joint Replacement',
    },
    {
      name: 'Dr. Kiran Sethi',
      slug: 'dr-kiran-sethi',
      category: 'Orthopaedics & Joint Replacement',
    },
  ],
};

const fetchMock = jest.fn(async (url: string) => {
  const q = new URL(url, 'http://localhost').searchParams.get('q')!.toLowerCase();
  if (q === 'down') return { ok: false, status: 503, json: async () => ({ doctors: [] }) };
  // A name many doctors share: the answer holds the first few and counts them all.
  if (q === 'kaur')
    return {
      ok: true,
      status: 200,
      json: async () => ({ doctors: doctors.slice(0, 2), doctorCount: 12, specialities: [] }),
    };
  const found = doctors.filter((doctor) => doctor.name.toLowerCase().includes(q));
  const specialities = q === 'knee' ? [knee] : [];
  // jsdom has no Response: the two members the search reads are enough.
  return { ok: true, status: 200, json: async () => ({ doctors: found, specialities }) };
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

  it('ends a capped list of names with all the doctors the text names, and counts them all', async () => {
    render(<DoctorSearch />);
    type('Kaur');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[2]).toHaveTextContent('See all 12 doctors');
    expect(options[2]).toHaveAttribute('href', '/doctors?q=Kaur');
    expect(screen.getByRole('status')).toHaveTextContent('12 doctors found');
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

  it('suggests the speciality a common word names: its page, its doctors, all of them', async () => {
    render(<DoctorSearch />);
    type('knee');
    const group = await screen.findByRole('group', { name: knee.name });
    const links = within(group).getAllByRole('option');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [`${knee.name}Speciality · 3 doctors`, '/specialities/orthopaedics-and-joint-replacement'],
      ['Dr. Arjun Mehra', '/doctor/dr-arjun-mehra'],
      ['Dr. Kiran Sethi', '/doctor/dr-kiran-sethi'],
      ['See all 3 doctors', '/doctors?category=Orthopaedics+%26+Joint+Replacement'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('1 speciality found');
    // No doctor is named "knee", so the ways on are there too.
    expect(screen.getByRole('group', { name: 'More ways to find care' })).toBeInTheDocument();
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/specialities/orthopaedics-and-joint-replacement');
    expect(box()).toHaveValue('knee');
  });

  it('offers every speciality and the appointment form when nothing matches', async () => {
    render(<DoctorSearch />);
    type('zzz');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Nothing found for “zzz”. You can browse all specialities or book an appointment.',
      ),
    );
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const ways = screen.getAllByRole('option');
    expect(ways.map((way) => way.getAttribute('href'))).toEqual(['/specialities', '/appointment']);
    expect(ways[0]).toHaveAccessibleName(/^Browse all specialities/);
    expect(ways[1]).toHaveAccessibleName(/^Book an appointment/);
    fireEvent.submit(screen.getByRole('search'));
    expect(push).toHaveBeenCalledWith('/doctors?q=zzz');
  });

  it('still offers the ways on when the suggestions cannot be had', async () => {
    render(<DoctorSearch />);
    type('down');
    const ways = await screen.findAllByRole('option');
    expect(ways.map((way) => way.getAttribute('href'))).toEqual(['/specialities', '/appointment']);
  });
});
