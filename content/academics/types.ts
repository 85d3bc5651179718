// The academics page's entities (spec section 3), as the page's content files fill them.

import type { ContentImage } from '@/content/blocks';

/** One programme topic of the accordion: a short opening, then labelled facts. */
export interface ProgrammeTopic {
  id: 'dnb' | 'drnb' | 'fnb' | 'nbe' | 'research' | 'observership';
  title: string;
  paragraphs: readonly string[];
  facts: readonly { label: string; text: string }[];
}

export interface Course {
  id: string;
  title: string;
  /** The page that tells more about the department that runs it. */
  link?: string;
  details: { seats: string; type: string; location: string };
  /** The picture on the card: one of a few department scenes. */
  image: ContentImage;
}

export interface NursingCourse {
  title: string;
  description: string;
}

export interface Student {
  id: string;
  name: string;
  position: string;
  description: string;
  image: Portrait;
}

export interface Faculty {
  id: string;
  name: string;
  qualification: string;
  position: string;
  image: Portrait;
}

export interface Testimonial {
  id: string;
  name: string;
  position: string;
  image: Portrait;
  quote: string;
}

/** A few portrait files, each shown on one of a few background tints. */
export interface Portrait {
  src: string;
  tint: 'teal' | 'sand' | 'sky' | 'mint';
}

export interface AcademicVideo {
  id: string;
  url: string;
  title: string;
}

export interface AcademicEvent {
  id: string;
  title: string;
  /** Where and when, in a line. */
  detail: string;
  image: ContentImage;
}

export interface Publication {
  id: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  image: ContentImage;
  title: string;
  detail: string;
}

export interface Presentation {
  id: string;
  title: string;
  details: string;
}

export interface Photo {
  id: string;
  src: string;
  alt: string;
}
