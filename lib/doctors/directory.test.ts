import type { Doctor } from '@/lib/hospital-api/types';
import {
  categoryForSegment,
  cityForSegment,
  citiesOf,
  directoryIndex,
  directoryListing,
  locatorLocations,
  relatedDoctors,
} from './directory';

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

  it('lists the doctors of exactly the speciality who practise at the location', () => {
    const listing = directoryListing('pathankot', 'cardiology', doctors, categories);
    expect(listing).toMatchObject({ speciality: 'Cardiology', location: 'Pathankot' });
    expect(listing?.doctors.map((d) => d.slug)).toEqual(['d']);
    expect(listing?.path).toBe('/doctor/pathankot/cardiology');
  });

  it('shows the API spelling of a city as the site writes it, and finds a slug-form speciality', () => {
    const listing = directoryListing(
      'taran-taran',
      'orthopaedics-and-joint-replacement',
      doctors,
      categories,
    );
    expect(listing).toMatchObject({
      speciality: 'Orthopaedics & Joint Replacement',
      location: 'Tarn Taran',
      path: '/doctor/taran-taran/orthopaedics-%26-joint-replacement',
    });
    expect(listing?.doctors.map((d) => d.slug)).toEqual(['c']);
  });

  it('names a speciality only doctors have', () => {
    expect(
      directoryListing('medicity-amritsar', 'cardiothoracic-and-vascular-surgery', doctors, [])
        ?.doctors,
    ).toHaveLength(1);
  });

  it('is no page when the location or the speciality names nothing known', () => {
    expect(directoryListing('nowhere', 'cardiology', doctors, categories)).toBeNull();
    expect(directoryListing('pathankot', 'sleep%20medicine', doctors, categories)).toBeNull();
    expect(directoryListing('gt-road', 'sleep-medicine', doctors, categories)).toBeNull();
  });

  it('is a page, empty, for a known location and speciality with nobody listed', () => {
    expect(directoryListing('tarn-taran', 'cardiology', doctors, categories)).toMatchObject({
      location: 'Tarn Taran',
      speciality: 'Cardiology',
      doctors: [],
    });
  });

  it('knows our hospitals as locations even where no listed doctor practises yet', () => {
    expect(directoryListing('ferozepur', 'cardiology', doctors, categories)).toBeNull();
    const listing = directoryListing('ferozepur', 'cardiology', doctors, categories, ['Ferozepur']);
    expect(listing).toMatchObject({ location: 'Ferozepur', doctors: [] });
  });

  it('offers every location with the specialities practised there, sorted', () => {
    expect(locatorLocations(doctors)).toEqual([
      { city: 'GT Road Amritsar', label: 'GT Road Amritsar', specialities: ['Cardiology'] },
      {
        city: 'Pathankot',
        label: 'Pathankot',
        specialities: ['Cardiology', 'Cardiothoracic and Vascular Surgery'],
      },
      {
        city: 'Medicity Amritsar',
        label: 'Medicity Amritsar',
        specialities: ['Cardiothoracic and Vascular Surgery'],
      },
      {
        city: 'Taran Taran',
        label: 'Tarn Taran',
        specialities: ['Orthopaedics & Joint Replacement'],
      },
    ]);
  });

  it('links every listing the locator offers, each to the page that shows that many doctors', () => {
    const index = directoryIndex([...doctors, doctor('e', 'Cardiology', ['Pathankot'])]);
    expect(index.map(({ location }) => location.city)).toEqual([
      'GT Road Amritsar',
      'Pathankot',
      'Medicity Amritsar',
      'Taran Taran',
    ]);
    expect(index[1]!.links).toEqual([
      { speciality: 'Cardiology', doctors: 2, path: '/doctor/pathankot/cardiology' },
      {
        speciality: 'Cardiothoracic and Vascular Surgery',
        doctors: 1,
        path: '/doctor/pathankot/cardiothoracic-and-vascular-surgery',
      },
    ]);
    for (const { links } of index)
      for (const link of links) {
        const [, , location, speciality] = link.path.split('/');
        const listing = directoryListing(location!, speciality!, doctors, categories);
        expect(listing?.path).toBe(link.path);
      }
  });

  it('relates doctors of the same category, without the doctor itself', () => {
    expect(relatedDoctors(doctors[0]!, doctors).map((d) => d.slug)).toEqual(['d']);
    expect(relatedDoctors(doctors[2]!, doctors)).toEqual([]);
  });
});
