import { htmlToText } from '../excerpt';
import { toEmbedUrl } from '../video';
import type { RawBlog, RawCareer, RawCategory, RawDoctor, RawMediaItem, RawVideo } from './schemas';
import type {
  Award,
  Blog,
  BlogSummary,
  Career,
  CategorySummary,
  Doctor,
  MediaItem,
  Speciality,
  Video,
  VideoLink,
} from './types';

/** Turns an image reference from the API into an address the page can use, or null. */
export type ImageResolver = (reference: string) => string | null;

/**
 * Image references are absolute URLs (kept), protocol-relative (made https), or paths on the
 * API's own origin (resolved against `origin`). With no origin, root-relative paths are served
 * by this site (the embedded catalogue's images in public/).
 */
export function imageResolver(origin: string | null): ImageResolver {
  return (reference) => {
    const value = reference.trim();
    if (value === '') return null;
    if (value.startsWith('//')) return `https:${value}`;
    if (/^https?:\/\//i.test(value)) return isValidUrl(value) ? value : null;
    if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null; // data:, javascript:, …
    if (origin)
      return isValidUrl(new URL(value, `${origin}/`).href)
        ? new URL(value, `${origin}/`).href
        : null;
    return value.startsWith('/') ? value : `/${value}`;
  };
}

function isValidUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function images(list: string[], resolve: ImageResolver): string[] {
  return list.map(resolve).filter((image): image is string => image !== null);
}

function videoLink(url: string): VideoLink | null {
  return url === '' ? null : { url, embedUrl: toEmbedUrl(url) };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** An ISO calendar date (YYYY-MM-DD) from the forms the API is known to send, or null. */
export function toIsoDate(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dayFirst) return validDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  const named = /^(\d{1,2})\s+([A-Za-z]{3})[A-Za-z]*,?\s+(\d{4})$/.exec(text);
  if (named)
    return validDate(
      Number(named[3]),
      MONTHS.indexOf(named[2]!.toLowerCase()) + 1,
      Number(named[1]),
    );
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString().slice(0, 10);
}

function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date.toISOString().slice(0, 10);
}

export function normaliseDoctor(raw: RawDoctor, resolve: ImageResolver): Doctor {
  return {
    id: raw._id ?? raw.slug,
    name: raw.name,
    slug: raw.slug,
    image: images(raw.images, resolve)[0] ?? null,
    category: raw.category,
    cities: raw.city,
    education: raw.education,
    about: raw.about,
    experienceYears: raw.experience,
    seo: { title: raw.meta, description: raw.metades },
    additionalDescriptionHtml: raw.additionalDescription,
  };
}

export function normaliseCategory(raw: RawCategory, resolve: ImageResolver): CategorySummary {
  return {
    id: raw._id ?? raw.slug,
    name: raw.name,
    slug: raw.slug,
    image: images([...raw.image, ...raw.images], resolve)[0] ?? null,
  };
}

export function normaliseSpeciality(raw: RawCategory, resolve: ImageResolver): Speciality {
  return {
    ...normaliseCategory(raw, resolve),
    images: images(raw.images, resolve),
    seo: { title: raw.meta, description: raw.metades },
    overviewHtml: raw.description,
    explainedVideo: videoLink(raw.exVideo),
    patientVideo: videoLink(raw.patientVideo),
    patientStories: raw.patient.flatMap((story) => {
      const video = videoLink(story.link);
      return video ? [{ video, description: story.description }] : [];
    }),
    faqs: raw.faq,
  };
}

export function normaliseBlogSummary(raw: RawBlog, resolve: ImageResolver): BlogSummary {
  const list = images(raw.images, resolve);
  return {
    id: raw._id ?? raw.slug,
    name: raw.name,
    slug: raw.slug,
    type: raw.type,
    category: raw.category,
    thumbnail: list[0] ?? null,
    mainImage: list[1] ?? list[0] ?? null,
    date: toIsoDate(raw.date),
    text: htmlToText(raw.description).slice(0, 600),
  };
}

export function normaliseBlog(raw: RawBlog, resolve: ImageResolver): Blog {
  return {
    ...normaliseBlogSummary(raw, resolve),
    descriptionHtml: raw.description,
    images: images(raw.images, resolve),
    seo: { title: raw.meta, description: raw.metades },
    faqs: raw.faq,
  };
}

export function normaliseAward(raw: RawMediaItem, resolve: ImageResolver): Award {
  return {
    id: raw._id ?? raw.name,
    name: raw.name,
    location: raw.location,
    date: toIsoDate(raw.date),
    image: images(raw.images, resolve)[0] ?? null,
  };
}

export function normaliseMediaItem(raw: RawMediaItem, resolve: ImageResolver): MediaItem {
  return {
    id: raw._id ?? raw.name,
    name: raw.name,
    location: raw.location,
    date: toIsoDate(raw.date),
    images: images(raw.images, resolve),
  };
}

export function normaliseVideo(raw: RawVideo): Video {
  return {
    id: raw._id ?? raw.videoLink,
    name: raw.name,
    type: raw.type,
    video: { url: raw.videoLink, embedUrl: toEmbedUrl(raw.videoLink) },
  };
}

export function normaliseCareer(raw: RawCareer): Career {
  return {
    id: raw._id ?? raw.slug,
    name: raw.name,
    slug: raw.slug,
    description: raw.description,
    type: raw.type,
    experienceYears: raw.experience,
  };
}
