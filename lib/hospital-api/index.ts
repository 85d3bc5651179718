import 'server-only';
import { join } from 'node:path';
import { cache } from 'react';
import { env } from '../env';
import { allPages } from './all-pages';
import { createHospitalApi, type HospitalApi } from './client';
import { embeddedTransport } from './embedded';
import { HospitalApiError } from './errors';
import { fallbackWindowSeconds, keepBriefly } from './fallback-window';
import { httpTransport } from './http';
import { lastGoodStore } from './last-good';
import type { BlogSummary } from './types';
import { upstreamCircuit } from './upstream-circuit';

export { HospitalApiError } from './errors';
export type * from './types';

let api: HospitalApi | undefined;
let embeddedApi: HospitalApi | undefined;

/** The upstream API when HOSPITAL_API_URL is set, otherwise the embedded catalogue. */
function hospitalApi(): HospitalApi {
  if (!api) {
    const { HOSPITAL_API_URL, HOSPITAL_API_TIMEOUT_MS, HOSPITAL_API_REVALIDATE } = env();
    api = HOSPITAL_API_URL
      ? createHospitalApi(
          httpTransport({
            baseUrl: HOSPITAL_API_URL,
            timeoutMs: HOSPITAL_API_TIMEOUT_MS,
            revalidate: HOSPITAL_API_REVALIDATE,
            // Beside Next's own caches, so that the build's answers are there after a restart
            // (and the last build's for the next build, which keeps this folder).
            lastGood: lastGoodStore(
              join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'hospital-api'),
            ),
            breaker: upstreamCircuit(HOSPITAL_API_URL, HOSPITAL_API_TIMEOUT_MS),
            onFallback: keepBriefly,
          }),
        )
      : sampleApi();
  }
  return api;
}

/** Paths whose build-time fallback was logged: once each, not once per page. */
const toldOfBuildFallback = new Set<string>();

function sampleApi(): HospitalApi {
  return (embeddedApi ??= createHospitalApi(embeddedTransport()));
}

/**
 * A deploy must never fail, nor turn every page dynamic, because the upstream was down during
 * `next build`: a read that fails then, with no last good answer kept from an earlier build, is
 * answered from the embedded catalogue, and the page is made again within
 * fallbackWindowSeconds() of being served, by which time the upstream may answer. At run time the
 * error propagates, so a failed revalidation keeps the last good page.
 */
function call<A extends unknown[], R>(method: (api: HospitalApi) => (...args: A) => Promise<R>) {
  // cache(): a page, its layout and its metadata asking for the same data in one render share
  // one answer (and one parse); across requests, Next's data cache holds it per revalidation.
  return cache(async (...args: A): Promise<R> => {
    try {
      return await method(hospitalApi())(...args);
    } catch (error) {
      if (
        !(error instanceof HospitalApiError) ||
        process.env.NEXT_PHASE !== 'phase-production-build'
      )
        throw error;
      if (!toldOfBuildFallback.has(error.path)) {
        toldOfBuildFallback.add(error.path);
        console.warn(
          `[hospital-api] ${error.path} failed during the build (${error.message}) and no earlier answer was kept; pages that read it are made from the embedded catalogue, and again within ${fallbackWindowSeconds()} s of being served`,
        );
      }
      await keepBriefly();
      return method(sampleApi())(...args);
    }
  });
}

export const getDoctors = call((a) => a.getDoctors);
export const getDoctorBySlug = call((a) => a.getDoctorBySlug);
export const getDoctorsByCategory = call((a) => a.getDoctorsByCategory);
export const getDoctorsByCity = call((a) => a.getDoctorsByCity);
export const searchCategories = call((a) => a.searchCategories);
export const getAllCategories = call((a) => a.getAllCategories);
export const getSpeciality = call((a) => a.getSpeciality);
export const getVideos = call((a) => a.getVideos);
export const searchBlogs = call((a) => a.searchBlogs);
export const getBlog = call((a) => a.getBlog);
export const getAwards = call((a) => a.getAwards);
export const getNews = call((a) => a.getNews);
export const getEvents = call((a) => a.getEvents);
export const getCareers = call((a) => a.getCareers);

/** Every blog post (the sitemap): 50 posts a page, at most 50 pages. */
export function getAllBlogs(): Promise<BlogSummary[]> {
  return allPages((page) => searchBlogs({ page, pageSize: 50, search: '' }), {
    pageSize: 50,
    maxPages: 50,
  });
}

/**
 * The result of a call, or `fallback` when the API fails and has no last good answer either:
 * for parts of a page that can do without the data (menus, side lists). Only HospitalApiError
 * is caught, so the build's "render on request" signal still passes through.
 */
export async function orFallback<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof HospitalApiError)) throw error;
    console.error(`[hospital-api] ${error.path}: ${error.message}; showing the page without it`);
    return fallback;
  }
}
