import { searchTopics } from '@/content/search-topics';
import {
  DOCTORS_PER_SPECIALITY,
  matchSpecialities,
  nameMatchesPattern,
  suggestSpecialities,
  topicsFor,
} from './topics';

// Names as the embedded catalogue spells them; the upstream's may differ, which the last tests
// cover.
const catalogue = [
  'Orthopaedics & Joint Replacement',
  'Neuro & Spine Surgery',
  'Cardiology',
  'Cardiothoracic and Vascular Surgery',
  'Obstetric Gynaecology',
  'Paediatric Orthopedic Surgery',
  'Arthroscopy',
  'Nephrology',
  'Urology',
  'ENT',
  'Ophthalmology',
  'Dermatology',
  'Paediatrics & Neonatology',
  'Surgical Oncology',
  'Medical Oncology',
  'General & Laparoscopic Surgery',
  'Burns Care',
  'Critical Care',
].map((name) => ({ name, slug: name.toLowerCase().replace(/[^a-z]+/g, '-') }));

const names = (text: string, list = catalogue) =>
  matchSpecialities(text, list).map((speciality) => speciality.name);

describe('the topic table', () => {
  it('finds the topic of a common word, typed in any case, as a plural or inside a phrase', () => {
    const [knee] = topicsFor('knee');
    expect(knee?.specialities).toContain('orthopaedic');
    expect(topicsFor('KNEES')).toEqual([knee]);
    expect(topicsFor('pain in my knee')).toEqual([knee]);
  });

  it('matches a word being typed once it has four letters, and a short word only whole', () => {
    expect(topicsFor('hear').flatMap((topic) => topic.specialities)).toContain('cardiology');
    expect(topicsFor('kne')).toEqual([]);
    expect(topicsFor('ent').flatMap((topic) => topic.specialities)).toEqual([]);
    expect(topicsFor('ear').flatMap((topic) => topic.specialities)).toContain('ent');
  });

  it('does not take a longer word for a topic word it starts with', () => {
    // "kid" is a child; a kidney is not.
    expect(topicsFor('kidney').flatMap((topic) => topic.words)).not.toContain('child');
  });

  it('knows nothing of a name or of gibberish', () => {
    expect(topicsFor('Gurpreet')).toEqual([]);
    expect(topicsFor('zzqx')).toEqual([]);
  });

  it('has lower-case words and patterns, and no word in two topics', () => {
    const all = searchTopics.flatMap((topic) => topic.words);
    expect(new Set(all).size).toBe(all.length);
    for (const topic of searchTopics) {
      expect(topic.words.length).toBeGreaterThan(0);
      expect(topic.specialities.length).toBeGreaterThan(0);
      for (const entry of [...topic.words, ...topic.specialities])
        expect(entry).toBe(entry.toLowerCase().trim());
    }
  });
});

describe('a speciality name pattern', () => {
  it('matches the start of a word of the name, or of a run of its words', () => {
    expect(nameMatchesPattern('Orthopaedics & Joint Replacement', 'orthopaedic')).toBe(true);
    expect(nameMatchesPattern('Orthopaedics & Joint Replacement', 'joint replacement')).toBe(true);
    expect(nameMatchesPattern('Neuro & Spine Surgery', 'neuro and spine')).toBe(true);
    expect(nameMatchesPattern('ENT', 'ent')).toBe(true);
  });

  it('does not match inside a word', () => {
    expect(nameMatchesPattern('Gastroenterology', 'ent')).toBe(false);
    expect(nameMatchesPattern('Paediatric Orthopedic Surgery', 'orthopaedic')).toBe(false);
    expect(nameMatchesPattern('Cardiology', '')).toBe(false);
  });
});

describe('the specialities a search names', () => {
  it('finds a speciality by the start of a word of its name ("ortho")', () => {
    expect(names('ortho')).toEqual([
      'Orthopaedics & Joint Replacement',
      'Paediatric Orthopedic Surgery',
    ]);
    expect(names('CARDIO')).toEqual(['Cardiology', 'Cardiothoracic and Vascular Surgery']);
    expect(names('ent')).toEqual(['ENT']);
  });

  it('finds a speciality through the topic table ("heart", "knee")', () => {
    expect(names('heart')).toEqual(['Cardiology', 'Cardiothoracic and Vascular Surgery']);
    expect(names('knee')).toEqual(['Orthopaedics & Joint Replacement', 'Arthroscopy']);
    expect(names('child')).toEqual(['Paediatrics & Neonatology', 'Paediatric Orthopedic Surgery']);
    expect(names('pregnancy')).toEqual(['Obstetric Gynaecology']);
    expect(names('cancer')).toEqual(['Surgical Oncology', 'Medical Oncology']);
    expect(names('burn')).toEqual(['Burns Care']);
  });

  it('puts a name match before a topic match and ranks more matching words first', () => {
    expect(names('medical oncology')).toEqual(['Medical Oncology', 'Surgical Oncology']);
    expect(names('heart doctor')).toEqual(['Cardiology', 'Cardiothoracic and Vascular Surgery']);
    expect(names('general surgery')[0]).toBe('General & Laparoscopic Surgery');
  });

  it('caps the list at three', () => {
    expect(names('surgery')).toHaveLength(3);
  });

  it('suggests nothing for a name, a single letter or gibberish', () => {
    expect(names('Gurpreet')).toEqual([]);
    expect(names('c')).toEqual([]);
    expect(names('xyzzy')).toEqual([]);
  });

  it("suggests only the catalogue's specialities: an entry naming none suggests nothing", () => {
    const other = [
      { name: 'Bone and Joint Centre', slug: 'bone-and-joint' },
      { name: 'Heart Institute', slug: 'heart' },
    ];
    // The table points "knee" at orthopaedics and arthroscopy, which this catalogue lacks.
    expect(names('knee', other)).toEqual([]);
    // A name that says the word itself is still found.
    expect(names('heart', other)).toEqual(['Heart Institute']);
    expect(names('skin', other)).toEqual([]);
  });
});

describe('the speciality suggestions', () => {
  const doctor = (name: string, category: string) => ({
    name,
    slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
    category,
  });
  const doctors = [
    doctor('Dr. Arjun Mehra', 'Orthopaedics & Joint Replacement'),
    doctor('Dr. Tanvi Arora', 'Cardiology'),
    doctor('Dr. Kiran Sethi', 'orthopaedics & joint replacement '),
    doctor('Dr. Ravi Bedi', 'Orthopaedics & Joint Replacement'),
  ];

  it('gives each speciality its page slug, its doctor count and its first doctors', () => {
    const [ortho, arthroscopy] = suggestSpecialities('knee', catalogue, doctors);
    expect(ortho).toEqual({
      name: 'Orthopaedics & Joint Replacement',
      slug: 'orthopaedics-joint-replacement',
      doctorCount: 3,
      doctors: doctors
        .filter((entry) => entry.name !== 'Dr. Tanvi Arora')
        .slice(0, DOCTORS_PER_SPECIALITY),
    });
    expect(arthroscopy).toMatchObject({ name: 'Arthroscopy', doctorCount: 0, doctors: [] });
  });
});
