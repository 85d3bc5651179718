import type { site } from '@/content/site';
import type {
  CallToAction,
  ContentBlock,
  ContentImage,
  FaqContent,
  Paragraphs,
} from '@/content/blocks';

/** A unit's page address, /our-hospitals/{link}: one of the six the spec names. */
export type UnitLink = (typeof site.units)[number]['link'];

export interface UnitVideo {
  title: string;
  /**
   * A watch or short link: the page plays it where it converts to an embed address, and links to
   * it otherwise.
   */
  url: string;
}

/**
 * One hospital unit's page. Its address, phones, e-mail and directions come from content/site.ts
 * through the link, so contact facts live in one place.
 */
export interface UnitEntry {
  link: UnitLink;
  /** The page's one h1, and its breadcrumb step. */
  title: string;
  /** Where it is, as a visitor would say it: shown above the title. */
  location: string;
  /** Browser title before the layout adds the brand. */
  metaTitle: string;
  metaDescription: string;
  lead: string;
  /**
   * One paragraph (two or three sentences) about the unit for the /our-hospitals overview, where
   * it sits beside the unit's image with a Read More link to the page.
   */
  summary: string;
  /**
   * When the unit's outpatient clinics are open, for its visit details beside the 24/7 emergency
   * line (the issue's "opening hours of OPD").
   */
  opdHours: string;
  image: ContentImage;
  /** The opening paragraphs beside the image (the spec's description1). */
  intro: Paragraphs;
  /** The rest of the page: what the unit offers, facilities, how to reach it. */
  sections: readonly ContentBlock[];
  /** The unit's own videos (the spec's videoData). */
  videos?: { heading: string; items: readonly UnitVideo[] };
  /** Ferozepur, Srinagar and Tarn Taran also link to a site of their own (spec). */
  externalSite?: { label: string; url: string };
  faq?: FaqContent;
  callToAction: CallToAction;
}
