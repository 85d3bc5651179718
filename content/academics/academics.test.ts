import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  academicEvents,
  academicVideos,
  COURSES_SINCE,
  courses,
  currentStudents,
  faculty,
  nursingCourses,
  pastStudents,
  photoStream,
  presentations,
  programmes,
  publications,
  STUDENTS_SHOWN_AT_FIRST,
  testimonials,
} from '.';

const courseById = (id: string) => courses.find((course) => course.id === id);

describe('the academics programmes', () => {
  it('are the six topics in the spec’s order', () => {
    expect(programmes.map((topic) => topic.id)).toEqual([
      'dnb',
      'drnb',
      'fnb',
      'nbe',
      'research',
      'observership',
    ]);
  });

  it('state the spec’s durations and the fee rule', () => {
    const text = (id: string) => JSON.stringify(programmes.find((topic) => topic.id === id));
    expect(text('dnb')).toMatch(/three-year/i);
    expect(text('observership')).toMatch(/two weeks to three months/i);
    for (const id of ['dnb', 'drnb', 'fnb'])
      expect(text(id)).toMatch(/As the National Board rules, with no extra fees/);
  });
});

describe('the courses', () => {
  it('are the 11 offered since 2008', () => {
    expect(COURSES_SINCE).toBe(2008);
    expect(courses).toHaveLength(11);
  });

  it('link six of them to the spec’s six paths', () => {
    expect(courses.flatMap((course) => (course.link ? [course.link] : [])).sort()).toEqual(
      [
        '/amandeep-centre-of-excellence-for-orthopaedics-and-joint-replacement',
        '/amandeep-centre-of-excellence-plastic-reconstructive-aesthetic-surgery',
        '/specialities/arthroscopy',
        '/specialities/neuro-and-spine-surgery',
        '/emergency-medicine-dnb-courses',
        '/anesthesia-dnb-courses',
      ].sort(),
    );
  });

  it('carry the spec’s seat facts', () => {
    expect(courseById('drnb-plastic-surgery')?.details.seats).toBe('2 a year');
    expect(courseById('dnb-emergency-medicine')?.details.seats).toBe(
      '2 primary, 1 secondary a year',
    );
    expect(courseById('dnb-anaesthesiology')?.details.seats).toBe('2 primary, 2 secondary a year');
    expect(courseById('dnb-orthopaedics')?.details.type).toMatch(/3 years/);
    expect(courseById('post-basic-bsc-nursing')?.details.type).toMatch(/2 years/);
    expect(courseById('observership')?.details.type).toMatch(/2 weeks to 3 months/);
  });

  it('list the nursing Post Basic B.Sc as two years', () => {
    expect(nursingCourses[0]?.title).toBe('Post Basic B.Sc Nursing (2 years)');
  });
});

describe('the people', () => {
  it('have more current students than the list shows at first, and more past ones too', () => {
    expect(STUDENTS_SHOWN_AT_FIRST).toBe(3);
    expect(currentStudents.length).toBeGreaterThan(3);
    expect(pastStudents.length).toBeGreaterThan(3);
  });
});

describe('every list', () => {
  it.each([
    ['courses', courses],
    ['current students', currentStudents],
    ['past students', pastStudents],
    ['faculty', faculty],
    ['testimonials', testimonials],
    ['videos', academicVideos],
    ['events', academicEvents],
    ['publications', publications],
    ['presentations', presentations],
    ['photos', photoStream],
  ])('%s have unique ids', (_name, list) => {
    const ids = list.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('points only at small images that exist in public/', () => {
    const sources = new Set<string>([
      ...courses.map((course) => course.image.src),
      ...[...currentStudents, ...pastStudents, ...faculty, ...testimonials].map(
        (person) => person.image.src,
      ),
      ...academicEvents.map((event) => event.image.src),
      ...publications.map((publication) => publication.image.src),
      ...photoStream.map((photo) => photo.src),
    ]);
    for (const src of sources) {
      const file = path.join(process.cwd(), 'public', src);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(6 * 1024);
    }
  });

  it('gives publications real ISO dates', () => {
    for (const publication of publications)
      expect(Number.isNaN(Date.parse(publication.date))).toBe(false);
  });
});
