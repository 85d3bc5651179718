import type { Career } from '@/lib/hospital-api/types';
import { datePostedOf, employmentTypeOf, jobPostingJsonLd } from './json-ld';

const nurse: Career = {
  id: 'j0001',
  name: 'Staff Nurse (ICU)',
  slug: 'staff-nurse-icu',
  description: 'Bedside nursing care in our intensive care units.',
  type: 'Full-time',
  experienceYears: 2,
};

const renderedAt = new Date('2026-11-23T14:00:00Z');

const build = (job: Partial<Career> = {}) =>
  jobPostingJsonLd(
    { ...nurse, ...job },
    { origin: 'https://www.example.org', renderedAt },
  ) as unknown as Record<string, unknown>;

describe('jobPostingJsonLd', () => {
  it('describes the job, the group hiring, and that the page takes applications', () => {
    expect(build()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Staff Nurse (ICU)',
      description: 'Bedside nursing care in our intensive care units.',
      url: 'https://www.example.org/careers/staff-nurse-icu',
      identifier: { '@type': 'PropertyValue', name: 'Amandeep Hospital', value: 'j0001' },
      datePosted: '2026-11-23',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Amandeep Hospital',
        sameAs: 'https://www.example.org',
        logo: 'https://www.example.org/images/logo.svg',
      },
      directApply: true,
      experienceRequirements: {
        '@type': 'OccupationalExperienceRequirements',
        monthsOfExperience: 24,
      },
    });
  });

  it('gives no place, not even for a job whose name or description names a city', () => {
    expect(build()).not.toHaveProperty('jobLocation');
    expect(build({ name: 'Staff Nurse, Pathankot' })).not.toHaveProperty('jobLocation');
    expect(build({ description: 'Based at our hospital in Firozpur.' })).not.toHaveProperty(
      'jobLocation',
    );
  });

  it('leaves out experience when none is given, and says no requirements for freshers', () => {
    expect(build({ experienceYears: null })).not.toHaveProperty('experienceRequirements');
    expect(build({ experienceYears: 0 }).experienceRequirements).toBe('no requirements');
  });

  it('always has a description, as Google requires one', () => {
    expect(build({ description: '' }).description).toBe('Staff Nurse (ICU) at Amandeep Hospital.');
  });
});

describe('employmentTypeOf', () => {
  it.each([
    ['Full-time', 'FULL_TIME'],
    ['Full Time', 'FULL_TIME'],
    ['FULL_TIME', 'FULL_TIME'],
    ['fulltime', 'FULL_TIME'],
    ['Part-time', 'PART_TIME'],
    ['part time', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['Temporary', 'TEMPORARY'],
    ['Intern', 'INTERN'],
    ['Internship', 'INTERN'],
    ['Volunteer', 'VOLUNTEER'],
    ['Per Diem', 'PER_DIEM'],
    ['per-diem', 'PER_DIEM'],
    ['Locum', 'OTHER'],
    ['', 'OTHER'],
  ])('%s is %s', (type, expected) => {
    expect(employmentTypeOf(type)).toBe(expected);
  });
});

describe('datePostedOf', () => {
  it('reads the creation day from a MongoDB ObjectId', () => {
    // 0x65a1b2c3 seconds = 2024-01-12T21:44:35Z
    expect(datePostedOf('65a1b2c3d4e5f60718293a4b', renderedAt)).toBe('2024-01-12');
    expect(datePostedOf('65A1B2C3D4E5F60718293A4B', renderedAt)).toBe('2024-01-12');
  });

  it('uses the day the page is rendered for any other id', () => {
    expect(datePostedOf('j0001', renderedAt)).toBe('2026-11-23');
    expect(datePostedOf('65a1b2c3d4e5f60718293a4', renderedAt)).toBe('2026-11-23');
    expect(datePostedOf('65a1b2c3d4e5f60718293a4z', renderedAt)).toBe('2026-11-23');
  });
});
