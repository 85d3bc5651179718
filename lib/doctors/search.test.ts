import { nameContains, searchText, suggestDoctors, SUGGESTION_LIMIT } from './search';

const doctor = (name: string, category = 'Cardiology') => ({
  name,
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  category,
});

describe('the name-contains match', () => {
  it('finds text from inside a name, typed in another case', () => {
    expect(nameContains('Dr. Gurpreet Singh Bhullar', 'PREET')).toBe(true);
    expect(nameContains('Dr. Gurpreet Singh Bhullar', 'singh bhu')).toBe(true);
  });

  it('is not a "starts with" match, and ignores surrounding and repeated spaces', () => {
    expect(nameContains('Dr. Tanvi Arora', 'arora')).toBe(true);
    expect(nameContains('Dr. Tanvi Arora', '  tanvi   ARORA ')).toBe(true);
    expect(nameContains('Dr.  Tanvi  Arora', 'tanvi arora')).toBe(true);
  });

  it('does not match text the name lacks', () => {
    expect(nameContains('Dr. Tanvi Arora', 'preet')).toBe(false);
    expect(nameContains('Dr. Tanvi Arora', 'tanviarora')).toBe(false);
  });

  it('lets every name through for a blank text', () => {
    expect(nameContains('Dr. Tanvi Arora', '')).toBe(true);
    expect(nameContains('Dr. Tanvi Arora', '   ')).toBe(true);
  });
});

describe('the search text', () => {
  it('is trimmed, single-spaced and cut to 60 characters', () => {
    expect(searchText('  gur   preet ')).toBe('gur preet');
    expect(searchText(null)).toBe('');
    expect(searchText('x'.repeat(100))).toHaveLength(60);
  });
});

describe('the doctor suggestions', () => {
  const doctors = [
    doctor('Dr. Gurpreet Singh Bhullar', 'Orthopaedics & Joint Replacement'),
    doctor('Dr. Preeti Nanda'),
    doctor('Dr. Tanvi Arora'),
    doctor('Dr. Harpreet Singh Cheema', 'Urology'),
  ];

  it('shows the name, slug and speciality of each doctor whose name contains the text', () => {
    expect(suggestDoctors(doctors, 'harPREET')).toEqual({
      doctors: [
        {
          name: 'Dr. Harpreet Singh Cheema',
          slug: 'dr-harpreet-singh-cheema',
          category: 'Urology',
        },
      ],
      doctorCount: 1,
    });
  });

  it('puts names with a word starting with the text first, then the others in list order', () => {
    expect(suggestDoctors(doctors, 'preet').doctors.map((entry) => entry.name)).toEqual([
      'Dr. Preeti Nanda',
      'Dr. Gurpreet Singh Bhullar',
      'Dr. Harpreet Singh Cheema',
    ]);
  });

  it('suggests nobody for a blank text or a text no name contains', () => {
    const nobody = { doctors: [], doctorCount: 0 };
    expect(suggestDoctors(doctors, '')).toEqual(nobody);
    expect(suggestDoctors(doctors, '   ')).toEqual(nobody);
    expect(suggestDoctors(doctors, 'zzz')).toEqual(nobody);
  });

  it('caps the list, and counts every name that matches', () => {
    const many = Array.from({ length: 20 }, (_, index) => doctor(`Dr. Kaur ${index}`));
    expect(suggestDoctors(many, 'kaur').doctors).toHaveLength(SUGGESTION_LIMIT);
    expect(suggestDoctors(many, 'kaur').doctorCount).toBe(20);
    expect(suggestDoctors(many, 'kaur', 3).doctors.map((entry) => entry.name)).toEqual([
      'Dr. Kaur 0',
      'Dr. Kaur 1',
      'Dr. Kaur 2',
    ]);
  });
});
