import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  FAQ_MAX_ITEMS,
  type ContentBlock,
  type ContentImage,
  type FaqContent,
} from '@/content/blocks';
import { slugify } from '@/lib/slug';

/** What every content family's entry has, read through the family's own field names. */
export interface RegistryPage {
  title: string;
  metaTitle: string;
  metaDescription: string;
  images: readonly ContentImage[];
  /** Headings that become anchors on the page, in order. */
  headings: readonly string[];
  blocks: readonly ContentBlock[];
  faq?: FaqContent;
}

interface RegistryUnderTest<Entry> {
  family: string;
  entries: readonly Entry[];
  slugOf: (entry: Entry) => string;
  lookup: (slug: string) => Entry | undefined;
  page: (entry: Entry) => RegistryPage;
  /** The spec gives this family an FAQ on every page. */
  faqRequired: boolean;
}

/** Longest browser title before the layout adds the brand, and the description's bounds. */
const META_TITLE_MAX = 65;
const META_DESCRIPTION = { min: 70, max: 160 };

/** One path segment: letters, digits and '&' in words joined by single hyphens. */
const SLUG_FORMAT = /^[A-Za-z0-9&]+(?:-[A-Za-z0-9&]+)*$/;

/** Table cells may be empty (a total row's number column); nothing else may. */
const MAY_BE_BLANK = new Set(['rows', 'footer']);

/** Paths to every string in a value that has spaces around it, or is blank where it may not be. */
function untidyStrings(value: unknown, path = '', blankAllowed = false): string[] {
  if (typeof value === 'string')
    return value.trim() === value && (value || blankAllowed) ? [] : [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => untidyStrings(item, `${path}[${index}]`, blankAllowed));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      untidyStrings(item, `${path}.${key}`, blankAllowed || MAY_BE_BLANK.has(key)),
    );
  return [];
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** The checks every content registry passes: fields, slugs, images, blocks and FAQ limits. */
export function describeContentRegistry<Entry>(registry: RegistryUnderTest<Entry>) {
  const { family, entries, slugOf, lookup, page } = registry;
  const named = entries.map((entry) => [slugOf(entry), entry] as const);

  describe(`the ${family} registry`, () => {
    it('has entries, each under a unique slug that is one path segment', () => {
      expect(entries.length).toBeGreaterThan(0);
      const slugs = entries.map(slugOf);
      expect(duplicates(slugs)).toEqual([]);
      for (const slug of slugs) expect(slug).toMatch(SLUG_FORMAT);
    });

    it('finds each entry by its slug, and nothing for an unknown slug', () => {
      for (const [slug, entry] of named) expect(lookup(slug)).toBe(entry);
      expect(lookup('no-such-page')).toBeUndefined();
    });

    it.each(named)('%s: every text is written, with no blank or padded strings', (_slug, entry) => {
      expect(untidyStrings(entry)).toEqual([]);
    });

    it.each(named)('%s: its title and description fit a search result', (_slug, entry) => {
      const { metaTitle, metaDescription } = page(entry);
      expect(metaTitle.length).toBeLessThanOrEqual(META_TITLE_MAX);
      expect(metaDescription.length).toBeGreaterThanOrEqual(META_DESCRIPTION.min);
      expect(metaDescription.length).toBeLessThanOrEqual(META_DESCRIPTION.max);
    });

    it.each(named)('%s: every image is a file under public/ with a size', (_slug, entry) => {
      const { images, blocks } = page(entry);
      const blockImages = blocks.flatMap((block) =>
        block.kind === 'prose' ? (block.images ?? []) : [],
      );
      for (const image of [...images, ...blockImages]) {
        expect(image.src).toMatch(/^\/[^/]/);
        expect(existsSync(join(process.cwd(), 'public', image.src))).toBe(true);
        expect(image.width).toBeGreaterThan(0);
        expect(image.height).toBeGreaterThan(0);
      }
    });

    it.each(named)(
      '%s: its section headings are unique, as they become anchors',
      (_slug, entry) => {
        expect(duplicates(page(entry).headings.map(slugify))).toEqual([]);
      },
    );

    it.each(named)('%s: its tables have one cell per column in every row', (_slug, entry) => {
      for (const block of page(entry).blocks) {
        if (block.kind !== 'table') continue;
        for (const row of [...block.rows, ...(block.footer ? [block.footer] : [])])
          expect(row).toHaveLength(block.columns.length);
      }
    });

    it.each(named)('%s: its tabs and accordions offer a real choice', (_slug, entry) => {
      for (const block of page(entry).blocks) {
        if (block.kind === 'tabs') expect(block.tabs.length).toBeGreaterThanOrEqual(2);
        if (block.kind === 'accordion') expect(block.items.length).toBeGreaterThanOrEqual(2);
      }
    });

    it.each(named)(
      `%s: ${registry.faqRequired ? 'has an FAQ' : 'any FAQ'} of at most ${FAQ_MAX_ITEMS} distinct questions`,
      (_slug, entry) => {
        const { faq } = page(entry);
        if (registry.faqRequired) expect(faq).toBeDefined();
        if (!faq) return;
        expect(faq.items.length).toBeGreaterThanOrEqual(faq.layout === 'two-column' ? 2 : 1);
        expect(faq.items.length).toBeLessThanOrEqual(FAQ_MAX_ITEMS);
        expect(duplicates(faq.items.map((item) => item.question))).toEqual([]);
        for (const item of faq.items) expect(item.answer.length).toBeGreaterThan(0);
      },
    );
  });
}
