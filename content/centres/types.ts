import type {
  AboutListContent,
  CallToAction,
  ContentBlock,
  ContentImage,
  FaqContent,
  HighlightsContent,
  Paragraphs,
} from '@/content/blocks';
import type { MenuListing } from '@/content/navigation';

/** One centre-of-excellence or department page: image, category, about list, paragraphs, FAQ. */
export interface CentreEntry<Slug extends string = string> {
  /** The page's address, /{slug}, written exactly as the spec does (one keeps its capital P). */
  slug: Slug;
  /** How the Centre of Excellence menu lists the page; the DNB course pages are in no menu. */
  menu?: MenuListing;
  /** The page's one h1, and its breadcrumb step. */
  title: string;
  /**
   * The speciality as the hospital API names it: shown above the title, and the category whose
   * doctors the page's team carousel shows.
   */
  category: string;
  /** Browser title before the layout adds the brand. */
  metaTitle: string;
  metaDescription: string;
  lead: string;
  image: ContentImage;
  intro: Paragraphs;
  /** The service-centre template's USP section, where the centre has one. */
  highlights?: HighlightsContent;
  /** The about list: plain points, or points in headed groups (spec). */
  about: AboutListContent;
  /** Paragraphs, courses, publications and conference lists, as blocks. */
  sections: readonly ContentBlock[];
  faq: FaqContent;
  callToAction: CallToAction;
}

/** A centre page as written: its slug kept as a literal, so the registry types the set of slugs. */
export function defineCentreEntry<Slug extends string>(entry: CentreEntry<Slug>) {
  return entry;
}
