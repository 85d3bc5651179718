import type { Doctor } from './hospital-api/types';
import {
  categoryForSegment,
  cityForSegment,
  citiesOf,
  filterDoctors,
  relatedDoctors,
} from './doctor-directory';

const doctor = (slug: string, category: string, cities: string[]): Doctor => ({
  id: slug,
  name: slug,
  slug,
  image: null,
  category,
  cities,
  education: '',
  about: '',
  experienceYears: 5,
  seo: { title: '', description: '' },
  additionalDescriptionHtml: '',
});

const doctors = [
  doctor('a', 'Cardiology', ['GT Road Amritsar']),
  doctor('b', 'Cardiothoracic and Vascular Surgery', ['Pathankot', 'Medicity Amritsar']),
  doctor('c', 'Orthopaedics & Joint Replacement', ['Taran Taran']),
  doctor('d', 'Cardiology', ['Pathankot']),
];

const categories = [
  {
    id: '1',
    name: 'Orthopaedics & Joint Replacement',
    slug: 'orthopaedics-and-joint-replacement',
    image: null,
  },
  { id: '2', name: 'Cardiology', slug: 'cardiology', image: null },
];

describe('doctor directory', () => {
  it('filters by any city entry and by category prefix, together', () => {
    expect(filterDoctors(doctors, { city: 'Pathankot' }).map((d) => d.slug)).toEqual(['b', 'd']);
    expect(filterDoctors(doctors, { category: 'card' }).map((d) => d.slug)).toEqual([
      'a',
      'b',
      'd',
    ]);
    expect(
      filterDoctors(doctors, { city: 'Pathankot', category: 'CARDIOLOGY' }).map((d) => d.slug),
    ).toEqual(['d']);
    expect(filterDoctors(doctors, { city: null, category: '' })).toHaveLength(4);
  });

  it('lists the cities doctors practise in', () => {
    expect(citiesOf(doctors)).toEqual([
      'GT Road Amritsar',
      'Pathankot',
      'Medicity Amritsar',
      'Taran Taran',
    ]);
  });

  it('reads a location and a category back from path segments written either way', () => {
    expect(cityForSegment('gt-road-amritsar', citiesOf(doctors))).toBe('GT Road Amritsar');
    expect(cityForSegment('nowhere', citiesOf(doctors))).toBeNull();
    expect(categoryForSegment('orthopaedics-%26-joint-replacement', categories)?.slug).toBe(
      'orthopaedics-and-joint-replacement',
    );
    expect(categoryForSegment('orthopaedics-&-joint-replacement', categories)?.slug).toBe(
      'orthopaedics-and-joint-replacement',
    );
    expect(categoryForSegment('orthopaedics-and-joint-replacement', categories)?.name).toBe(
      'Orthopaedics & Joint Replacement',
    );
    expect(categoryForSegment('%E0%A4', categories)).toBeNull();
  });

  it('relates doctors of the same category, without the doctor itself', () => {
    expect(relatedDoctors(doctors[0]!, doctors).map((d) => d.slug)).toEqual(['d']);
    expect(relatedDoctors(doctors[2]!, doctors)).toEqual([]);
  });
});
