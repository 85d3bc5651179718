import { answerCatalogueRequest, type Catalogue } from './catalogue-router';
import { HospitalApiError } from './errors';

const doctor = (slug: string, category: string, city: string) => ({
  _id: slug,
  name: slug,
  slug,
  category,
  city,
});

const catalogue: Catalogue = {
  doctors: [
    doctor('a', 'Cardiology', 'GT Road Amritsar'),
    doctor('b', 'Cardiology', 'Pathankot, Medicity Amritsar'),
    doctor('c', 'Orthopaedics & Joint Replacement', 'Medicity Amritsar,Pathankot'),
    doctor('d', 'Critical Care', '  Srinagar  ,Taran Taran'),
    doctor('e', 'Critical Care', 'Medicity Amritsar Annexe'),
  ],
  categories: Array.from({ length: 23 }, (_, i) => ({
    _id: `c${i}`,
    name: i % 2 ? `Cardio ${i}` : `Neuro ${i}`,
    slug: `s${i}`,
  })),
  blogs: Array.from({ length: 13 }, (_, i) => ({
    _id: `b${i}`,
    name: `Post ${i}`,
    slug: `post-${i}`,
    category: i < 4 ? 'Cardiology' : 'Nephrology',
    type: i === 12 ? 'Hospital News' : 'Health Tips',
  })),
  awards: [{ name: 'Award' }],
  news: [{ name: 'News' }],
  events: [{ name: 'Event' }],
  videos: [{ name: 'Video' }],
  careers: [{ name: 'Job', slug: 'job' }],
};

const slugs = (records: unknown) => (records as { slug: string }[]).map((r) => r.slug);
const ask = (path: string, query?: Record<string, string | number | undefined>) =>
  answerCatalogueRequest(catalogue, path, query) as Record<string, unknown>;

describe('embedded catalogue: doctors', () => {
  it('lists every doctor and finds one by slug', () => {
    expect(slugs(ask('/products-get').products)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ask('/product-get-slug/c').product).toMatchObject({ slug: 'c' });
  });

  it('answers 404 with an errorMessage for an unknown slug', () => {
    expect(() => ask('/product-get-slug/zzz')).toThrow(HospitalApiError);
    try {
      ask('/product-get-slug/zzz');
    } catch (error) {
      expect(error).toMatchObject({ status: 404, message: 'Doctor not found' });
    }
  });

  it('finds doctors by category name or slug, ignoring case', () => {
    expect(slugs(ask('/doctor-by-category/Cardiology').doctor)).toEqual(['a', 'b']);
    expect(slugs(ask('/doctor-by-category/orthopaedics-and-joint-replacement').doctor)).toEqual([
      'c',
    ]);
    expect(
      slugs(
        ask(`/doctor-by-category/${encodeURIComponent('ORTHOPAEDICS & JOINT REPLACEMENT')}`).doctor,
      ),
    ).toEqual(['c']);
  });

  it('matches a city against any comma-separated entry, trimmed, and only whole entries', () => {
    expect(slugs(ask('/get-doctor-city', { city: 'Pathankot' }).doctorCityData)).toEqual([
      'b',
      'c',
    ]);
    expect(slugs(ask('/get-doctor-city', { city: 'Medicity Amritsar' }).doctorCityData)).toEqual([
      'b',
      'c',
    ]);
    expect(slugs(ask('/get-doctor-city', { city: 'Srinagar' }).doctorCityData)).toEqual(['d']);
    expect(slugs(ask('/get-doctor-city', { city: 'Taran Taran' }).doctorCityData)).toEqual(['d']);
    expect(slugs(ask('/get-doctor-city', { city: 'Amritsar' }).doctorCityData)).toEqual([]);
    expect(slugs(ask('/get-doctor-city', {}).doctorCityData)).toEqual([]);
  });
});

describe('embedded catalogue: categories', () => {
  it('returns all categories without a query', () => {
    const body = ask('/category-get');
    expect((body.categoryData as unknown[]).length).toBe(23);
    expect(body.totalCategory).toBe(23);
  });

  it('pages with page and parPage, counting every match', () => {
    const first = ask('/category-get', { page: 1, parPage: 10, searchValue: '' });
    const third = ask('/category-get', { page: 3, parPage: 10, searchValue: '' });
    expect(slugs(first.categoryData)).toEqual([
      's0',
      's1',
      's2',
      's3',
      's4',
      's5',
      's6',
      's7',
      's8',
      's9',
    ]);
    expect(slugs(third.categoryData)).toEqual(['s20', 's21', 's22']);
    expect(third.totalCategory).toBe(23);
    expect(ask('/category-get', { page: 4, parPage: 10 }).categoryData).toEqual([]);
  });

  it('searches names by searchValue or searchQuery, ignoring case', () => {
    const bySearchValue = ask('/category-get', { page: 1, parPage: 5, searchValue: 'CARDIO' });
    expect(slugs(bySearchValue.categoryData)).toEqual(['s1', 's3', 's5', 's7', 's9']);
    expect(bySearchValue.totalCategory).toBe(11);
    expect(
      ask('/category-get', { page: 1, parPage: 50, searchQuery: 'neuro 2' }).totalCategory,
    ).toBe(3); // 2, 20, 22
  });

  it('falls back to page 1 and size 10 on unreadable paging values', () => {
    expect(slugs(ask('/category-get', { page: 'x', parPage: '-3' }).categoryData)).toHaveLength(10);
  });

  it('finds a single speciality by slug or id', () => {
    expect(ask('/single-speciality/s4').specialityPage).toMatchObject({ slug: 's4' });
    expect(ask('/single-speciality/c5').specialityPage).toMatchObject({ slug: 's5' });
    expect(() => ask('/single-speciality/none')).toThrow('Speciality not found');
  });
});

describe('embedded catalogue: blogs and the rest', () => {
  it('pages blogs with page and pageSize and counts totalBlogs', () => {
    const second = ask('/blog-gets', { page: 2, pageSize: 6, searchValue: '' });
    expect(slugs(second.blogs)).toEqual([
      'post-6',
      'post-7',
      'post-8',
      'post-9',
      'post-10',
      'post-11',
    ]);
    expect(second.totalBlogs).toBe(13);
  });

  it('searches blog names, categories and types', () => {
    expect(ask('/blog-gets', { searchValue: 'cardiology' }).totalBlogs).toBe(4);
    expect(slugs(ask('/blog-gets', { searchValue: 'hospital news' }).blogs)).toEqual(['post-12']);
    expect(slugs(ask('/blog-gets', { searchValue: 'post 1', pageSize: 2 }).blogs)).toEqual([
      'post-1',
      'post-10',
    ]);
  });

  it('finds a blog by slug or id, and answers the simple lists', () => {
    expect(ask('/single-blog/post-3').blogPage).toMatchObject({ _id: 'b3' });
    expect(ask('/single-blog/b3').blogPage).toMatchObject({ slug: 'post-3' });
    expect(ask('/awards-get').awards).toHaveLength(1);
    expect(ask('/newss-get').newss).toHaveLength(1);
    expect(ask('/events-get').events).toHaveLength(1);
    expect(ask('/get-video').videoData).toHaveLength(1);
    expect(ask('/careers-get')).toMatchObject({
      careers: [{ slug: 'job' }],
      message: 'Careers fetched',
    });
  });

  it('answers an unknown path with a 404', () => {
    expect(() => ask('/nothing-here')).toThrow(expect.objectContaining({ status: 404 }));
  });
});
