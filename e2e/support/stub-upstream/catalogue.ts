// The catalogue the stub serves: read from JSON files, answered by the same router as the
// embedded adapter, in the reading the stub is set to.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerCatalogueRequest, type Catalogue } from '../../../lib/hospital-api/catalogue-router';
import { HospitalApiError } from '../../../lib/hospital-api/errors';
import type { Query } from '../../../lib/hospital-api/transport';
import type { Reading } from './faults';

const CATALOGUE_FILES: Record<keyof Catalogue, string> = {
  doctors: 'doctors.json',
  categories: 'categories.json',
  blogs: 'blogs.json',
  awards: 'awards.json',
  news: 'news.json',
  events: 'events.json',
  videos: 'videos.json',
  careers: 'careers.json',
};

export function isCollection(name: unknown): name is keyof Catalogue {
  return typeof name === 'string' && Object.hasOwn(CATALOGUE_FILES, name);
}

/** Reads every catalogue file of `dir`; a missing one is served as an empty list and reported. */
export function loadCatalogue(dir: string): { catalogue: Catalogue; missing: string[] } {
  const catalogue = {} as Catalogue;
  const missing: string[] = [];
  for (const [collection, file] of Object.entries(CATALOGUE_FILES)) {
    const full = join(dir, file);
    let text: string;
    try {
      text = readFileSync(full, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      catalogue[collection as keyof Catalogue] = [];
      missing.push(file);
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new Error(`stub-upstream: ${full} is not valid JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(parsed)) throw new Error(`stub-upstream: ${full} must hold a JSON array`);
    catalogue[collection as keyof Catalogue] = parsed as Catalogue[keyof Catalogue];
  }
  return { catalogue, missing };
}

/** The first value of each query parameter, as the upstream reads it. */
function queryOf(params: URLSearchParams): Query {
  const query: Query = {};
  for (const [key, value] of params) query[key] ??= value;
  return query;
}

/**
 * The router answers in the content pages' reading; the site-core reading names the lists
 * `categorys` and `blogData` and sends no totals.
 */
function inReading(route: string, body: unknown, reading: Reading): unknown {
  if (reading === 'b' || typeof body !== 'object' || body === null) return body;
  if (route === 'category-get') {
    const { categoryData, totalCategory: _total, ...rest } = body as Record<string, unknown>;
    return { categorys: categoryData, ...rest };
  }
  if (route === 'blog-gets') {
    const { blogs, totalBlogs: _total, ...rest } = body as Record<string, unknown>;
    return { blogData: blogs, ...rest };
  }
  return body;
}

/** A GET under `/api`: the status and JSON body the upstream would answer. */
export function answerGet(
  catalogue: Catalogue,
  pathname: string,
  params: URLSearchParams,
  reading: Reading,
): { status: number; body: unknown } {
  const path = pathname.slice('/api'.length);
  if (!pathname.startsWith('/api/')) return { status: 404, body: { errorMessage: 'Not found' } };
  try {
    const body = answerCatalogueRequest(catalogue, path, queryOf(params));
    return { status: 200, body: inReading(path.split('/')[1] ?? '', body, reading) };
  } catch (error) {
    if (error instanceof HospitalApiError)
      return { status: error.status ?? 500, body: { errorMessage: error.message } };
    // A path segment that is not valid percent-encoding names nothing.
    if (error instanceof URIError) return { status: 404, body: { errorMessage: 'Not found' } };
    throw error;
  }
}

const IMAGE_KEYS = new Set(['images', 'image']);

/** A deep copy in which root-relative catalogue images (under `image`/`images`) are on `origin`. */
export function withImagesOn<T>(value: T, origin: string, underImageKey = false): T {
  if (typeof value === 'string') {
    return (underImageKey && value.startsWith('/catalogue/') ? origin + value : value) as T;
  }
  if (Array.isArray(value))
    return value.map((item: unknown) => withImagesOn(item, origin, underImageKey)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        withImagesOn(item, origin, underImageKey || IMAGE_KEYS.has(key)),
      ]),
    ) as T;
  }
  return value;
}
