import { site } from '@/content/site';
import { eventsPage, newsPage } from './news-events-page';

/** What a gallery list says in place of its items: none yet, or the list could not load. */
export interface ListStateCopy {
  empty: string;
  failed: string;
}

interface GallerySectionCopy extends ListStateCopy {
  heading: string;
  lead: string;
  /** The section's "view all" action. */
  actionLabel: string;
}

/**
 * How many items each of the gallery's carousels shows: the newest awards, news and events, and
 * the first of the hospital's own videos. The hospital API sends every one it has, and each slide
 * costs the page's HTML a few hundred bytes gzip: a hospital with fifty of each would take the
 * gallery far past its 30 KB budget. Every award, news item and event is on its own page, which
 * each carousel links to, and every video on the hospital's channel.
 */
export const galleryItemsShown = 12;

/** The gallery (/gallery). */
export const galleryPage = {
  metaTitle: 'Gallery: Awards, News, Events and Videos',
  description: `Awards won by ${site.brand}, news from our six hospitals, health camps and training events, and short videos from our doctors, all in one place.`,
  title: 'Gallery',
  lead: 'Recognition for our teams, news from our hospitals, the camps and classes we run in the community, and our doctors on video.',
  awards: {
    heading: 'Awards & Recognition',
    lead: 'Independent recognition for the care our teams give. Select an award to see it larger.',
    actionLabel: 'View all awards',
    empty: 'No awards to show yet. Please check again soon.',
    failed: 'We could not load our awards just now. Please try again in a few minutes.',
  },
  news: {
    heading: 'News',
    lead: 'New services, new equipment and milestones across our hospitals.',
    actionLabel: 'View all news',
    empty: newsPage.empty,
    failed: newsPage.failed,
  },
  events: {
    heading: 'Events',
    lead: 'Free health camps, awareness walks and training for the community.',
    actionLabel: 'View all events',
    empty: eventsPage.empty,
    failed: eventsPage.failed,
  },
  videos: {
    heading: 'Our Video',
    lead: 'Our doctors explain treatments, and a look inside our hospitals.',
    actionLabel: 'Watch more on YouTube',
    empty: 'No videos to show yet. Our channel has more.',
    failed: 'We could not load our videos just now. You can watch them on our channel.',
  },
} satisfies Record<string, unknown> &
  Record<'awards' | 'news' | 'events' | 'videos', GallerySectionCopy>;

/** Every award (/allaward). */
export const allAwardsPage = {
  metaTitle: 'Awards and Recognition',
  description: `Every award and accreditation won by ${site.brand} and its teams across Punjab and Kashmir, with where and when each was given.`,
  title: 'Awards & Recognition',
  lead: 'Accreditations and awards our hospitals and teams have earned. Select an award to see it larger.',
  backLabel: 'Back to gallery',
  gridHeading: 'All awards',
  gridLead: 'Newest first, with where and when each was given.',
  empty: galleryPage.awards.empty,
  failed: galleryPage.awards.failed,
} satisfies ListStateCopy & Record<string, string>;
