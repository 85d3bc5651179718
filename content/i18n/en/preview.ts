import { site } from '@/content/site';

type PreviewWord =
  | 'kind'
  | 'title'
  | 'line'
  | 'footer'
  | 'alt'
  | 'book'
  | 'doctorAlt'
  | 'specialityKind'
  | 'specialityLine'
  | 'specialityAlt'
  | 'hospitalKind'
  | 'hospitalAlt';

/**
 * The words of the link previews (lib/seo/og-card.tsx): the brand card of a page without one of
 * its own, and the cards of a doctor, a speciality and a hospital; with their descriptions for
 * those who cannot see them. Punjabi and Hindi cards are drawn from
 * their words by scripts/make-preview-words.mjs, so those files hold words only.
 */
export const preview: Record<PreviewWord, string> = {
  kind: 'Multi-speciality hospitals',
  title: site.brand,
  line: 'Amritsar · Pathankot · Tarn Taran · Ferozepur · Srinagar',
  footer: '24/7 emergency care · Book an appointment online',
  alt: `${site.brand}: multi-speciality hospitals in Punjab and Kashmir`,
  book: 'Book an appointment online',
  doctorAlt: `A doctor at ${site.brand}`,
  specialityKind: 'Speciality',
  specialityLine: `Specialists at ${site.brand}`,
  specialityAlt: `A speciality at ${site.brand}`,
  hospitalKind: 'Our hospitals',
  hospitalAlt: `A hospital of ${site.brand}`,
};
