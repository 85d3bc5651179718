import { coverChecker } from '@/content/cover-checker';
import { checkCover } from './check-cover';
import { coverBySlug, coverAtHospitals, empanelledCities } from './cover';
import { schemePageSeo } from './scheme-page-seo';

describe('checkCover', () => {
  it('asks nothing until a name is sent, and keeps a known city', () => {
    expect(checkCover({ city: 'tarn-taran' })).toEqual({ kind: 'blank', city: 'Tarn Taran' });
  });

  it('answers an empty or overlong name with the checker’s own words', () => {
    expect(checkCover({ cover: '   ' })).toMatchObject({
      kind: 'invalid',
      error: coverChecker.invalid.cover,
    });
    expect(checkCover({ cover: 'x'.repeat(81) })).toMatchObject({
      kind: 'invalid',
      error: coverChecker.invalid.coverTooLong,
    });
  });

  it('reads the first of repeated values, and answers for every city when the city is unknown', () => {
    const check = checkCover({ cover: ['ECHS', 'CGHS'], city: 'atlantis' });
    expect(check).toMatchObject({ kind: 'found', city: null });
    expect(check.kind === 'found' && check.cover.slug).toBe(
      'ex-servicemen-contributory-health-scheme-echs',
    );
  });
});

describe('a scheme page’s title and description', () => {
  it('name the scheme, the brand and the cities where it is accepted', () => {
    const seo = schemePageSeo(coverBySlug('ayushman-bharat-pm-jay')!);
    expect(seo.title).toBe(
      'Ayushman Bharat (PM-JAY) at Amandeep Hospital: Amritsar, Pathankot, Ferozepur, Srinagar, Tarn Taran',
    );
    expect(seo.description).toMatch(/^Ayushman Bharat \(PM-JAY\) is accepted for cashless/);
  });

  it('count the hospitals and say a reimbursing scheme is claimed back', () => {
    const punjab = coverBySlug('punjab-government-employees-and-pensioners')!;
    const count = coverAtHospitals(punjab).filter((hospital) => hospital.empanelled).length;
    const { description } = schemePageSeo(punjab);
    expect(description).toContain(`for treatment you claim back at ${count} of our six hospitals`);
    expect(description).toContain(
      new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(empanelledCities(punjab)),
    );
  });
});
