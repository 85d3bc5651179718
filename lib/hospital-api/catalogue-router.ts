import { cityEntries, practisesIn } from '@/lib/doctors/filters';
import { slugify } from '@/lib/slug';
import { HospitalApiError } from './errors';
import type { Query } from './transport';

type RawRecord = Record<string, unknown>;

/** The embedded catalogue: raw records in the upstream's own format, one list per file. */
export interface Catalogue {
  doctors: RawRecord[];
  categories: RawRecord[];
  blogs: RawRecord[];
  awards: RawRecord[];
  news: RawRecord[];
  events: RawRecord[];
  videos: RawRecord[];
  careers: RawRecord[];
}

const str = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function positiveInt(value: string | number | undefined, fallback: number): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 1 ? Math.floor(parsed) : fallback;
}

function contains(haystack: unknown, needle: string): boolean {
  return str(haystack).toLowerCase().includes(needle);
}

function paged<T>(records: T[], query: Query, sizeParam: string) {
  const page = positiveInt(query.page, 1);
  const size = positiveInt(query[sizeParam], 10);
  return records.slice((page - 1) * size, page * size);
}

function notFound(path: string, what: string): never {
  throw new HospitalApiError(`${what} not found`, { status: 404, path });
}

function bySlugOrId(records: RawRecord[], key: string): RawRecord | undefined {
  return records.find((record) => str(record.slug) === key || str(record._id) === key);
}

/**
 * Answers the catalogue's GET paths over in-memory records with the upstream's semantics:
 * search by `searchValue` (or `searchQuery`), 1-based `page` with `parPage`/`pageSize`, doctors
 * by category (name or slug) and by city (any comma-separated entry).
 */
export function answerCatalogueRequest(
  catalogue: Catalogue,
  path: string,
  query: Query = {},
): unknown {
  const [, route = '', rawParam] = path.split('/');
  const param = rawParam === undefined ? undefined : decodeURIComponent(rawParam);

  switch (route) {
    case 'products-get':
      return { products: catalogue.doctors, message: 'Doctors fetched' };
    case 'product-get-slug': {
      const doctor = catalogue.doctors.find((record) => str(record.slug) === param);
      return doctor ? { product: doctor, message: 'Doctor fetched' } : notFound(path, 'Doctor');
    }
    case 'doctor-by-category': {
      const wanted = slugify(param ?? '');
      return {
        doctor: catalogue.doctors.filter((record) => slugify(str(record.category)) === wanted),
        message: 'Doctors fetched',
      };
    }
    case 'get-doctor-city': {
      const city = str(query.city);
      return {
        doctorCityData: catalogue.doctors.filter((record) =>
          practisesIn(cityEntries(str(record.city)), city),
        ),
        message: 'Doctors fetched',
      };
    }
    case 'category-get': {
      if (query.page === undefined && query.parPage === undefined) {
        return {
          categoryData: catalogue.categories,
          totalCategory: catalogue.categories.length,
          message: 'Categories fetched',
        };
      }
      const search = str(query.searchValue ?? query.searchQuery)
        .trim()
        .toLowerCase();
      const matches = catalogue.categories.filter((record) => contains(record.name, search));
      return {
        categoryData: paged(matches, query, 'parPage'),
        totalCategory: matches.length,
        message: 'Categories fetched',
      };
    }
    case 'single-speciality': {
      const speciality = bySlugOrId(catalogue.categories, param ?? '');
      return speciality
        ? { specialityPage: speciality, message: 'Speciality fetched' }
        : notFound(path, 'Speciality');
    }
    case 'get-video':
      return { videoData: catalogue.videos, message: 'Videos fetched' };
    case 'blog-gets': {
      const search = str(query.searchValue).trim().toLowerCase();
      const matches = catalogue.blogs.filter(
        (record) =>
          contains(record.name, search) ||
          contains(record.category, search) ||
          contains(record.type, search),
      );
      return {
        blogs: paged(matches, query, 'pageSize'),
        totalBlogs: matches.length,
        message: 'Blogs fetched',
      };
    }
    case 'single-blog': {
      const blog = bySlugOrId(catalogue.blogs, param ?? '');
      return blog ? { blogPage: blog, message: 'Blog fetched' } : notFound(path, 'Blog');
    }
    case 'awards-get':
      return { awards: catalogue.awards, message: 'Awards fetched' };
    case 'newss-get':
      return { newss: catalogue.news, message: 'News fetched' };
    case 'events-get':
      return { events: catalogue.events, message: 'Events fetched' };
    case 'careers-get':
      return { careers: catalogue.careers, message: 'Careers fetched' };
    default:
      throw new HospitalApiError('Not found', { status: 404, path });
  }
}
