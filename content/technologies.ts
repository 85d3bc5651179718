/**
 * The home page's technologies carousel, in order; each one's name, summary and picture's
 * description are in the home catalogue (content/i18n/en/home.ts, technologies.items).
 */
export const technologyIds = [
  'robotic-surgery',
  'cath-lab',
  'mri',
  'ct-scan',
  'hyperbaric-oxygen',
  'modular-theatres',
] as const;

export type TechnologyId = (typeof technologyIds)[number];

export interface Technology {
  id: TechnologyId;
  name: string;
  summary: string;
  image: { src: string; alt: string };
}

/** A technology's card content from its words in the page's language. */
export function technology(
  id: TechnologyId,
  words: { name: string; summary: string; alt: string },
): Technology {
  return {
    id,
    name: words.name,
    summary: words.summary,
    image: { src: `/images/technologies/${id}.svg`, alt: words.alt },
  };
}
