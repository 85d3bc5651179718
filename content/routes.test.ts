import fc from 'fast-check';
import {
  aboutPath,
  absoluteUrl,
  careerPath,
  decodePathSegment,
  directoryPath,
  doctorPath,
  doctorsPath,
  encodePathSegment,
  sitePagePath,
  specialitiesPath,
  specialityPath,
  unitPath,
} from './routes';
import { site } from './site';

describe('path segments', () => {
  it('escapes what would change the path: slashes, spaces, ?, #, % and &', () => {
    expect(doctorPath('dr-a-b')).toBe('/doctor/dr-a-b');
    expect(doctorPath('a/b')).toBe('/doctor/a%2Fb');
    expect(doctorPath('a b?c#d')).toBe('/doctor/a%20b%3Fc%23d');
    expect(specialityPath('100%')).toBe('/specialities/100%25');
    expect(specialityPath('ent & audiology')).toBe('/specialities/ent%20%26%20audiology');
    expect(careerPath('..')).toBe('/careers/..');
    expect(careerPath('नर्स')).toBe('/careers/%E0%A4%A8%E0%A4%B0%E0%A5%8D%E0%A4%B8');
  });

  it('reads back every segment it writes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(decodePathSegment(encodePathSegment(value))).toBe(value);
      }),
    );
  });

  it('keeps a segment that is not valid percent-encoding as it came', () => {
    expect(decodePathSegment('%E0%A4')).toBe('%E0%A4');
    expect(decodePathSegment('100%')).toBe('100%');
    expect(decodePathSegment('orthopaedics-%26-joint')).toBe('orthopaedics-&-joint');
  });
});

describe('directory paths', () => {
  it('writes location and speciality lowercase with hyphens for spaces (spec)', () => {
    expect(directoryPath('GT Road Amritsar', 'Cardiology')).toBe(
      '/doctor/gt-road-amritsar/cardiology',
    );
    expect(directoryPath(' Taran  Taran ', 'Orthopaedics & Joint Replacement')).toBe(
      '/doctor/taran-taran/orthopaedics-%26-joint-replacement',
    );
  });
});

describe('lists with filters in the query', () => {
  it('adds only the filters that are set', () => {
    expect(doctorsPath()).toBe('/doctors');
    expect(doctorsPath({ city: null, category: '' })).toBe('/doctors');
    expect(doctorsPath({ city: 'Taran Taran', category: 'card' })).toBe(
      '/doctors?city=Taran+Taran&category=card',
    );
    expect(specialitiesPath({ category: 'A' })).toBe('/specialities?category=A');
  });
});

describe('fixed pages', () => {
  it('follows the brand for the about page', () => {
    expect(aboutPath).toBe(`/about-${site.brandSlug}-hospital`);
  });

  it("writes the spec's own slugs as they are, '&' included", () => {
    expect(sitePagePath('insurance-&-tpa')).toBe('/insurance-&-tpa');
    expect(sitePagePath('amandeep-centre-of-excellence-cleft-lip-Palate')).toBe(
      '/amandeep-centre-of-excellence-cleft-lip-Palate',
    );
  });

  it('places a unit page under /our-hospitals and a path on the origin', () => {
    expect(unitPath('best-hospital-in-pathankot')).toBe(
      '/our-hospitals/best-hospital-in-pathankot',
    );
    expect(absoluteUrl('https://www.example.org', doctorPath('dr-a'))).toBe(
      'https://www.example.org/doctor/dr-a',
    );
  });
});
