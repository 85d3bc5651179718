import { allEventsPath, allNewsPath, galleryPath } from '@/content/routes';
import { site } from '@/content/site';

export type MediaItemKind = 'news' | 'event';

/** Words of a list page of news items or events, and of its cards and slider. */
export interface MediaItemPageCopy {
  path: string;
  /** Browser title, before the layout adds the brand. */
  metaTitle: string;
  description: string;
  heading: string;
  lead: string;
  listHeading: string;
  /** Nothing published yet. */
  empty: string;
  /** The list could not be loaded just now. */
  failed: string;
}

/** Words shared by both pages, their cards and the slider. */
export const mediaItemCopy = {
  galleryCrumb: { name: 'Gallery', path: galleryPath },
  backToGallery: { label: 'Back to gallery', href: galleryPath },
  /** The card's one button: what it does and for which item. */
  openLabel: (count: number, name: string) =>
    count === 0
      ? `View details: ${name}`
      : `View ${count} ${count === 1 ? 'photo' : 'photos'}: ${name}`,
  photoCount: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`,
  /** Alt text of each image in the slider. */
  photoAlt: (name: string, index: number, count: number) => `${name}, photo ${index} of ${count}`,
  sliderLabel: (name: string) => `Photos: ${name}`,
  noPhotos: 'Photos of this are not available yet.',
} as const;

export const newsPage: MediaItemPageCopy = {
  path: allNewsPath,
  metaTitle: 'Hospital News',
  description: `News from ${site.brand}: new units, equipment, services and milestones at our hospitals in Amritsar, Pathankot, Tarn Taran, Ferozepur and Srinagar.`,
  heading: 'News',
  lead: 'New services, equipment and milestones across our hospitals, with photos from each.',
  listHeading: 'Latest news',
  empty: 'No news yet. Please check again soon.',
  failed: 'We could not load the news just now. Please try again in a few minutes.',
};

export const eventsPage: MediaItemPageCopy = {
  path: allEventsPath,
  metaTitle: 'Health Camps and Events',
  description: `Free health camps, awareness walks, training and CMEs held by ${site.brand} across Punjab and Kashmir, with photos from each event.`,
  heading: 'Events',
  lead: 'Health camps, awareness drives, training and medical education held by our teams.',
  listHeading: 'Recent events',
  empty: 'No events yet. Please check again soon.',
  failed: 'We could not load the events just now. Please try again in a few minutes.',
};
