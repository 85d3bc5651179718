import type { Paragraphs } from '@/content/blocks';
import type { MenuListing } from '@/content/navigation';
import type { Unit, Phone } from '@/content/site';

/** A titled part inside a numbered section, under its own h3. */
export interface LegalSubsection {
  heading: string;
  paragraphs: Paragraphs;
  points?: readonly string[];
}

/** A numbered section of a legal page. */
export interface LegalSection {
  heading: string;
  paragraphs: Paragraphs;
  points?: readonly string[];
  subsections?: readonly LegalSubsection[];
}

/** Whom to write to about the page's subject, such as a grievance officer. */
export interface LegalContact {
  /** Who should use this contact, e.g. 'For patients and visitors'. */
  heading: string;
  /** The office: people change, the desk stays. */
  role: string;
  /** Who holds the office now, where the law asks for a name (the grievance officer). */
  name?: string;
  /** A form on the site that reaches this office. */
  form?: { label: string; href: string };
  email: string;
  phone?: Phone;
  /** The hospital whose address letters go to (its address lives in content/site.ts). */
  office: Unit['id'];
  hours?: string;
}

export interface LegalContacts {
  heading: string;
  items: readonly LegalContact[];
}

export interface LegalEntry<Slug extends string = string> {
  /** The page's address, /{slug}. */
  slug: Slug;
  /** How the footer's legal links list the page. */
  menu?: MenuListing;
  /** The page's one h1, and its breadcrumb step. */
  title: string;
  /** Browser title before the layout adds the brand. */
  metaTitle: string;
  metaDescription: string;
  lead: string;
  /** When the text last changed, as an ISO date (yyyy-mm-dd). */
  updated: string;
  sections: readonly LegalSection[];
  contacts?: LegalContacts;
}

/** A legal page as written: its slug kept as a literal, so the registry types the set of slugs. */
export function defineLegalEntry<Slug extends string>(entry: LegalEntry<Slug>) {
  return entry;
}
