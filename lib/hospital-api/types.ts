// The app's own shapes of the hospital API's records, after validation and normalisation.
// Pages and components only ever see these; the raw field names stay in schemas.ts.

/** Title and description for a page's metadata; empty strings when the record has none. */
export interface SeoFields {
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** A video that can be embedded: `embedUrl` is null when the link is not a convertible one. */
export interface VideoLink {
  url: string;
  embedUrl: string | null;
}

export interface Doctor {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  /** Speciality name as the API gives it. */
  category: string;
  /** The units the doctor practises at, trimmed, in the API's order. */
  cities: string[];
  education: string;
  about: string;
  experienceYears: number | null;
  seo: SeoFields;
  /** Untrusted HTML from the API; sanitise before rendering. */
  additionalDescriptionHtml: string;
}

export interface CategorySummary {
  id: string;
  name: string;
  slug: string;
  image: string | null;
}

export interface PatientStory {
  video: VideoLink;
  description: string;
}

export interface Speciality extends CategorySummary {
  images: string[];
  seo: SeoFields;
  /** Overview paragraphs, untrusted HTML. */
  overviewHtml: string[];
  explainedVideo: VideoLink | null;
  patientVideo: VideoLink | null;
  patientStories: PatientStory[];
  faqs: Faq[];
}

export interface BlogSummary {
  id: string;
  name: string;
  slug: string;
  type: string;
  category: string;
  /** First image: the card thumbnail. */
  thumbnail: string | null;
  /** Second image when there is one, otherwise the first: the article's main image. */
  mainImage: string | null;
  /** ISO date (YYYY-MM-DD) or null when the API's date is missing or unreadable. */
  date: string | null;
  /** Plain-text opening of the article, for excerpts. */
  text: string;
}

export interface Blog extends BlogSummary {
  descriptionHtml: string;
  images: string[];
  seo: SeoFields;
  faqs: Faq[];
}

export interface Award {
  id: string;
  name: string;
  location: string;
  date: string | null;
  image: string | null;
}

/** A news item or an event. */
export interface MediaItem {
  id: string;
  name: string;
  location: string;
  date: string | null;
  images: string[];
}

export interface Video {
  id: string;
  name: string;
  /** 'Our Video', 'Patients Stories', or whatever other label the API sends. */
  type: string;
  video: VideoLink;
}

export interface Career {
  id: string;
  name: string;
  slug: string;
  description: string;
  type: string;
  experienceYears: number | null;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  /** Total matches across pages, when the API says; null when it does not. */
  total: number | null;
}

export interface PageQuery {
  page?: number;
  pageSize?: number;
  search?: string;
}
