// The blocks content pages are built from, as data. Content entries describe a page with them;
// components/content renders them. Nothing here imports a component.

/** An image under public/, with its intrinsic size (no layout shift) and its alt text. */
export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Plain-text paragraphs, in reading order. */
export type Paragraphs = readonly string[];

/** The most questions an FAQ shows (spec: up to six, three per column in two columns). */
export const FAQ_MAX_ITEMS = 6;

export interface FaqItem {
  question: string;
  answer: Paragraphs;
}

export interface FaqContent {
  heading: string;
  /** 'two-column' puts the first half on the left and the rest on the right (spec). */
  layout: 'single' | 'two-column';
  items: readonly FaqItem[];
}

/** One point of an about list: a line of text, or a person or desk with an optional address. */
export type AboutPoint = string | { name: string; detail?: string; email?: string };

export interface AboutGroup {
  /** Groups without a heading read as one plain list. */
  heading?: string;
  points: readonly AboutPoint[];
}

export interface AboutListContent {
  heading: string;
  lead?: string;
  groups: readonly AboutGroup[];
}

/** What every section block may carry beside its words. */
interface Anchored {
  /**
   * The section's id (#section-{anchor}), where its heading cannot spell one: a translated page
   * keeps the English page's anchors. Else the id is made from the heading.
   */
  anchor?: string;
}

export interface ProseBlock extends Anchored {
  kind: 'prose';
  heading: string;
  paragraphs: Paragraphs;
  /** A second heading (the spec's heading2), introducing the points below it. */
  subheading?: string;
  points?: readonly string[];
  /** The spec's imagesData: one sits beside the text, several make a row beneath it. */
  images?: readonly ContentImage[];
}

/** The service-centre template's USP section: a few short reasons to choose the service. */
export interface HighlightsContent {
  heading: string;
  items: readonly { title: string; text: string }[];
}

export interface AboutListBlock extends AboutListContent, Anchored {
  kind: 'about-list';
}

/** Topics a visitor opens one at a time. */
export interface AccordionBlock extends Anchored {
  kind: 'accordion';
  heading: string;
  lead?: string;
  items: readonly { title: string; paragraphs: Paragraphs; points?: readonly string[] }[];
}

/** Parallel views of one subject, one shown at a time. */
export interface TabsBlock extends Anchored {
  kind: 'tabs';
  heading: string;
  lead?: string;
  tabs: readonly { label: string; paragraphs: Paragraphs; points?: readonly string[] }[];
}

export interface TableColumn {
  label: string;
  /** Right-aligned figures, such as amounts. */
  numeric?: boolean;
}

/** A cell's text, or a yes/no shown as a tick or a cross. */
export type TableCell = string | boolean;

export interface TableContent {
  caption: string;
  columns: readonly TableColumn[];
  rows: readonly (readonly TableCell[])[];
  /** The first cell of each row names the row (th scope="row"). */
  rowHeaders?: boolean;
  /** A closing row such as a total. */
  footer?: readonly TableCell[];
  /** What a tick and a cross say to assistive technology ('Yes' and 'No' unless given). */
  booleanLabels?: { yes: string; no: string };
  /**
   * Keeps the headers in view: the row headers while a table wider than the screen scrolls
   * sideways, the column headers while a long one scrolls down.
   */
  stickyHeaders?: boolean;
}

export interface TableBlock extends TableContent, Anchored {
  kind: 'table';
  heading: string;
  lead?: string;
  /** A line under the table: a source, a unit, a caveat. */
  note?: string;
}

export type ContentBlock = ProseBlock | AboutListBlock | AccordionBlock | TabsBlock | TableBlock;

/** A call to action closing a page: a heading, a line, and which number to ring. */
export interface CallToAction {
  heading: string;
  text: string;
  /** The round-the-clock emergency line, or the appointments line. */
  phone: 'emergency' | 'appointment';
  /** The quieter second action, where the page has a better next step than booking a visit. */
  next?: { label: string; href: string };
}
