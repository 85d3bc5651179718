import type {
  CallToAction,
  ContentBlock,
  ContentImage,
  FaqContent,
  HighlightsContent,
  Paragraphs,
} from '@/content/blocks';

/** The eleven service pages the spec names, each at /{slug}, written exactly as the spec does. */
export type ServiceSlug =
  | 'ambulance-services'
  | 'radiology'
  | 'pathology'
  | 'physiotherapy'
  | 'blood-bank'
  | 'hbot'
  | 'insurance-&-tpa'
  | 'billing-info'
  | 'post-discharge-care'
  | 'admissions'
  | 'opd-clinics';

/** A reason to choose the service, shown as a short card. */
/** One service page: banner, description, numbered FAQ and a number to call (spec). */
export interface ServiceEntry {
  slug: ServiceSlug;
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
