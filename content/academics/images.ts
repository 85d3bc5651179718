import type { ContentImage } from '@/content/blocks';

const scene = (name: string, alt: string): ContentImage => ({
  src: `/images/academics/${name}.svg`,
  alt,
  width: 480,
  height: 300,
});

/** The few scenes the page's cards share, each with alt text for where it is used. */
export const scenes = {
  theatre: (alt: string) => scene('theatre', alt),
  lecture: (alt: string) => scene('lecture', alt),
  ward: (alt: string) => scene('ward', alt),
  library: (alt: string) => scene('library', alt),
  convocation: (alt: string) => scene('convocation', alt),
  workshop: (alt: string) => scene('workshop', alt),
};

/** Portrait files: stylised people, tinted behind by the card. */
export const portraits = {
  a: '/images/academics/portrait-a.svg',
  b: '/images/academics/portrait-b.svg',
  c: '/images/academics/portrait-c.svg',
  d: '/images/academics/portrait-d.svg',
} as const;
