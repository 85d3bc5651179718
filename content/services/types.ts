import type {
  CallToAction,
  ContentBlock,
  ContentImage,
  FaqContent,
  HighlightsContent,
  Paragraphs,
} from '@/content/blocks';
import type { MenuListing } from '@/content/navigation';

/** One service page: banner, description, numbered FAQ and a number to call (spec). */
export interface ServiceEntry<Slug extends string = string> {
  /** The page's address, /{slug}, written exactly as the spec does. */
  slug: Slug;
  /** How the Services menu and the footer list the page, where they do. */
  menu?: MenuListing;
  /** The page's one h1, and its breadcrumb step. */
  title: string;
  /** Browser title before the layout adds the brand. */
  metaTitle: string;
  metaDescription: string;
  lead: string;
  banner: ContentImage;
  /** The opening paragraphs beside the banner (the spec's description). */
  intro: Paragraphs;
  /** The service-centre template's USP section; plain service pages have none. */
  highlights?: HighlightsContent;
  sections: readonly ContentBlock[];
  /**
   * The speciality, as the hospital API names it, whose doctors the About the Team carousel
   * shows; none where the service has no team of doctors to show.
   */
  teamCategory?: string;
  faq: FaqContent;
  callToAction: CallToAction;
}

/** A service page as written: its slug kept as a literal, so the registry types the set of slugs. */
export function defineServiceEntry<Slug extends string>(entry: ServiceEntry<Slug>) {
  return entry;
}
