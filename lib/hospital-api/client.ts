import type * as z from 'zod';
import { DEFAULT_ERROR_MESSAGE, HospitalApiError } from './errors';
import {
  imageResolver,
  normaliseAward,
  normaliseBlog,
  normaliseBlogSummary,
  normaliseCareer,
  normaliseCategory,
  normaliseDoctor,
  normaliseMediaItem,
  normaliseSpeciality,
  normaliseVideo,
  type ImageResolver,
} from './normalise';
import {
  rawBlogSchema,
  rawCareerSchema,
  rawCategorySchema,
  rawCount,
  rawDoctorSchema,
  rawMediaItemSchema,
  rawVideoSchema,
  responseObjectSchema,
} from './schemas';
import { TAGS, type CacheTag } from './tags';
import type { Query, Transport } from './transport';
import type {
  Award,
  Blog,
  BlogSummary,
  Career,
  CategorySummary,
  Doctor,
  MediaItem,
  Page,
  PageQuery,
  Speciality,
  Video,
} from './types';

export const DEFAULT_PAGE_SIZE = 10;

export interface HospitalApi {
  getDoctors(): Promise<Doctor[]>;
  getDoctorBySlug(slug: string): Promise<Doctor | null>;
  getDoctorsByCategory(category: string): Promise<Doctor[]>;
  getDoctorsByCity(city: string): Promise<Doctor[]>;
  searchCategories(query?: PageQuery): Promise<Page<CategorySummary>>;
  getAllCategories(): Promise<CategorySummary[]>;
  getSpeciality(id: string): Promise<Speciality | null>;
  getVideos(): Promise<Video[]>;
  searchBlogs(query?: PageQuery): Promise<Page<BlogSummary>>;
  getBlog(id: string): Promise<Blog | null>;
  getAwards(): Promise<Award[]>;
  getNews(): Promise<MediaItem[]>;
  getEvents(): Promise<MediaItem[]>;
  getCareers(): Promise<Career[]>;
}

type Body = Record<string, unknown>;

export function createHospitalApi(transport: Transport): HospitalApi {
  const resolve = imageResolver(transport.imageOrigin);

  async function getBody(
    path: string,
    tags: CacheTag[],
    query?: Query,
    remember?: boolean,
  ): Promise<Body> {
    const body = await transport.get(path, { query, tags, remember });
    const parsed = responseObjectSchema.safeParse(body);
    if (!parsed.success) {
      throw new HospitalApiError(DEFAULT_ERROR_MESSAGE, {
        status: null,
        path,
        cause: 'response is not a JSON object',
      });
    }
    return parsed.data;
  }

  /** A single record, or null when the API says it does not exist. */
  async function getOne(path: string, tags: CacheTag[]): Promise<Body | null> {
    try {
      return await getBody(path, tags);
    } catch (error) {
      if (error instanceof HospitalApiError && error.isNotFound) return null;
      throw error;
    }
  }

  function pageOf(query: PageQuery | undefined) {
    const page = Math.max(1, Math.floor(query?.page ?? 1));
    const pageSize = Math.max(1, Math.floor(query?.pageSize ?? DEFAULT_PAGE_SIZE));
    const search = query?.search?.trim() ?? '';
    return { page, pageSize, search };
  }

  const path = (template: string, value: string) => `${template}/${encodeURIComponent(value)}`;

  async function getDoctors(): Promise<Doctor[]> {
    const body = await getBody('/products-get', [TAGS.doctors]);
    return readList(body, ['products'], rawDoctorSchema, '/products-get').map((raw) =>
      normaliseDoctor(raw, resolve),
    );
  }

  return {
    getDoctors,

    async getDoctorBySlug(slug) {
      const url = path('/product-get-slug', slug);
      let body: Body | null;
      try {
        body = await getOne(url, [TAGS.doctors]);
      } catch (error) {
        // The list holds every doctor's full record: when the single read fails (an outage with
        // nothing kept for this slug), the list, or its last good copy, still tells a profile
        // from an unknown address.
        if (!(error instanceof HospitalApiError)) throw error;
        let doctors: Doctor[];
        try {
          doctors = await getDoctors();
        } catch {
          throw error;
        }
        return doctors.find((doctor) => doctor.slug === slug) ?? null;
      }
      const raw = body ? readItem(body, ['product'], rawDoctorSchema, url) : null;
      return raw ? normaliseDoctor(raw, resolve) : null;
    },

    async getDoctorsByCategory(category) {
      const url = path('/doctor-by-category', category);
      const body = await getBody(url, [TAGS.doctors]);
      return readList(body, ['doctor'], rawDoctorSchema, url).map((raw) =>
        normaliseDoctor(raw, resolve),
      );
    },

    async getDoctorsByCity(city) {
      const body = await getBody('/get-doctor-city', [TAGS.doctors], { city });
      return readList(body, ['doctorCityData'], rawDoctorSchema, '/get-doctor-city').map((raw) =>
        normaliseDoctor(raw, resolve),
      );
    },

    async searchCategories(query) {
      const { page, pageSize, search } = pageOf(query);
      // The two readings of the API name the search parameter differently; send both.
      const body = await getBody(
        '/category-get',
        [TAGS.categories],
        { page, parPage: pageSize, searchValue: search, searchQuery: search },
        search === '',
      );
      const items = readList(body, CATEGORY_LIST_FIELDS, rawCategorySchema, '/category-get').map(
        (raw) => normaliseCategory(raw, resolve),
      );
      return { items, page, pageSize, total: rawCount.parse(body.totalCategory) };
    },

    async getAllCategories() {
      const body = await getBody('/category-get', [TAGS.categories]);
      return readList(body, CATEGORY_LIST_FIELDS, rawCategorySchema, '/category-get').map((raw) =>
        normaliseCategory(raw, resolve),
      );
    },

    async getSpeciality(id) {
      const url = path('/single-speciality', id);
      const body = await getOne(url, [TAGS.categories]);
      const raw = body ? readItem(body, ['specialityPage'], rawCategorySchema, url) : null;
      return raw ? normaliseSpeciality(raw, resolve) : null;
    },

    async getVideos() {
      const body = await getBody('/get-video', [TAGS.videos]);
      return readList(body, ['videoData'], rawVideoSchema, '/get-video').map(normaliseVideo);
    },

    async searchBlogs(query) {
      const { page, pageSize, search } = pageOf(query);
      const body = await getBody(
        '/blog-gets',
        [TAGS.blogs],
        { page, pageSize, searchValue: search },
        search === '',
      );
      const items = readList(body, BLOG_LIST_FIELDS, rawBlogSchema, '/blog-gets').map((raw) =>
        normaliseBlogSummary(raw, resolve),
      );
      return { items, page, pageSize, total: rawCount.parse(body.totalBlogs) };
    },

    async getBlog(id) {
      const url = path('/single-blog', id);
      const body = await getOne(url, [TAGS.blogs]);
      const raw = body ? readItem(body, ['blogPage'], rawBlogSchema, url) : null;
      return raw ? normaliseBlog(raw, resolve) : null;
    },

    async getAwards() {
      const body = await getBody('/awards-get', [TAGS.awards]);
      return readList(body, ['awards'], rawMediaItemSchema, '/awards-get').map((raw) =>
        normaliseAward(raw, resolve),
      );
    },

    async getNews() {
      return mediaList(await getBody('/newss-get', [TAGS.news]), 'newss', '/newss-get', resolve);
    },

    async getEvents() {
      return mediaList(
        await getBody('/events-get', [TAGS.events]),
        'events',
        '/events-get',
        resolve,
      );
    },

    async getCareers() {
      const body = await getBody('/careers-get', [TAGS.careers]);
      return readList(body, ['careers'], rawCareerSchema, '/careers-get').map(normaliseCareer);
    },
  };
}

/** Both readings of the API: `categorys` (site-core) and `categoryData` (content pages). */
const CATEGORY_LIST_FIELDS = ['categorys', 'categoryData'];
/** Both readings of the API: `blogData` (site-core) and `blogs` (content pages). */
const BLOG_LIST_FIELDS = ['blogData', 'blogs'];

function mediaList(body: Body, field: string, path: string, resolve: ImageResolver): MediaItem[] {
  return readList(body, [field], rawMediaItemSchema, path).map((raw) =>
    normaliseMediaItem(raw, resolve),
  );
}

/**
 * The records of the first list field present. A missing field is an empty list (the API answers
 * an empty result with only a message); a field that is not a list is a broken response. Records
 * that fail validation are left out and logged, so one bad record never hides the others.
 */
export function readList<T extends z.ZodType>(
  body: Body,
  fields: string[],
  schema: T,
  path: string,
): z.output<T>[] {
  const field = fields.find((name) => body[name] !== undefined && body[name] !== null);
  if (field === undefined) return [];
  const value = body[field];
  if (!Array.isArray(value)) {
    throw new HospitalApiError(DEFAULT_ERROR_MESSAGE, {
      status: null,
      path,
      cause: `${field} is not a list`,
    });
  }
  const records: z.output<T>[] = [];
  let rejected = 0;
  for (const entry of value) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) records.push(parsed.data as z.output<T>);
    else rejected += 1;
  }
  if (rejected > 0)
    console.warn(
      `[hospital-api] ${path}: left out ${rejected} of ${value.length} records that failed validation`,
    );
  return records;
}

/** The record in the first item field present, or null when there is none or it is unreadable. */
export function readItem<T extends z.ZodType>(
  body: Body,
  fields: string[],
  schema: T,
  path: string,
): z.output<T> | null {
  const field = fields.find((name) => body[name] !== undefined && body[name] !== null);
  if (field === undefined) return null;
  const parsed = schema.safeParse(body[field]);
  if (!parsed.success) {
    console.warn(`[hospital-api] ${path}: ${field} failed validation`);
    return null;
  }
  return parsed.data as z.output<T>;
}
