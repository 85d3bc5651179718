import type {
  AboutListContent,
  CallToAction,
  ContentBlock,
  ContentImage,
  FaqContent,
  HighlightsContent,
  Paragraphs,
} from '@/content/blocks';

/**
 * The thirteen centre-of-excellence and department pages the spec names, each at /{slug},
 * written exactly as the spec does (one keeps its capital P).
 */
export type CentreSlug =
  | 'amandeep-centre-of-excellence-for-burn-treatment'
  | 'amandeep-centre-of-excellence-for-orthopaedics-and-joint-replacement'
  | 'amandeep-centre-of-excellence-plastic-reconstructive-aesthetic-surgery'
  | 'emergency-medicine-dnb-courses'
  | 'anesthesia-dnb-courses'
  | 'plastic-surgery-dnb-courses'
  | 'amandeep-centre-of-excellence-for-cardiology-and-cardiothoracic-surgery'
  | 'amandeep-centre-of-excellence-for-neuro-spine-surgery'
  | 'amandeep-centre-of-excellence-for-sports-injuries'
  | 'amandeep-center-of-excellence-advance-foot-wound-care-center'
  | 'amandeep-centre-of-excellence-thoracic-surgery'
  | 'amandeep-centre-of-excellence-trauma-care'
  | 'amandeep-centre-of-excellence-cleft-lip-Palate';

/** One centre-of-excellence or department page: image, category, about list, paragraphs, FAQ. */
export interface CentreEntry {
  slug: CentreSlug;
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
