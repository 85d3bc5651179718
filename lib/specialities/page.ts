import type { FaqContent, FaqItem } from '@/content/blocks';
import { FAQ_MAX_ITEMS } from '@/content/blocks';
import { excerpt, htmlToText } from '@/lib/excerpt';
import type { Speciality } from '@/lib/hospital-api/types';
import { specialitiesPath, specialityPath } from '@/content/routes';
import { homeCrumb, type Crumb } from '@/lib/seo/breadcrumbs';
import type { PageMetadataInput } from '@/lib/seo/metadata';
import { site } from '@/content/site';

/** The first sentence of a speciality's overview, as plain text; empty when it has none. */
export function firstSentence(overviewHtml: readonly string[]): string {
  const text = overviewHtml.map(htmlToText).find(Boolean) ?? '';
  const sentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return excerpt(sentence, 40);
}

/**
 * A speciality page's title and description: the record's meta and metades, else its name and the
 * overview's first sentence. The title gains the brand as every page's does.
 */
export function specialitySeo(
  speciality: Speciality,
): Pick<PageMetadataInput, 'title' | 'description'> {
  return {
    title: speciality.seo.title || speciality.name,
    description:
      speciality.seo.description ||
      firstSentence(speciality.overviewHtml) ||
      `${speciality.name} at ${site.brand}.`,
  };
}

/** Home, Specialities, the speciality: drawn on the page and given to search engines. */
export function specialityBreadcrumb(
  speciality: Pick<Speciality, 'name' | 'slug'>,
): [Crumb, Crumb, Crumb] {
  return [
    homeCrumb,
    { name: 'Specialities', path: specialitiesPath() },
    { name: speciality.name, path: specialityPath(speciality.slug) },
  ];
}

/** Plain text of a short HTML fragment; inline tags go without leaving a space ("<b>ECG</b>?"). */
function plainText(html: string): string {
  return htmlToText(html.replace(/<\/?(?:a|b|strong|em|i|u|span|small|sup|sub)\b[^>]*>/gi, ''));
}

/** An answer as the paragraphs the page shows: the API's HTML split at paragraphs and breaks. */
function answerParagraphs(html: string): string[] {
  return html
    .split(/<\/p>|<br\s*\/?>|\n\s*\n/i)
    .map(plainText)
    .filter(Boolean);
}

/** The questions the page shows (at most six, spec), with their answers as plain text. */
export function specialityFaqItems(speciality: Pick<Speciality, 'faqs'>): FaqItem[] {
  return speciality.faqs
    .map((faq) => ({ question: plainText(faq.question), answer: answerParagraphs(faq.answer) }))
    .filter((item) => item.question && item.answer.length > 0)
    .slice(0, FAQ_MAX_ITEMS);
}

/** The FAQ block of a speciality page: two columns, three and three. */
export function specialityFaq(items: readonly FaqItem[], heading: string): FaqContent {
  return { heading, layout: 'two-column', items };
}
