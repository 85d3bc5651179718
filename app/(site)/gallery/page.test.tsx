import { render, screen, within } from '@testing-library/react';
import { galleryItemsShown, galleryPage } from '@/content/gallery-page';
import { allAwardsPath, allEventsPath, allNewsPath } from '@/content/routes';
import { site } from '@/content/site';
import type { Award, MediaItem, Video } from '@/lib/hospital-api';
import GalleryPage from './page';

jest.mock('@/lib/hospital-api', () => ({
  orFallback: (load: Promise<unknown>, fallback: unknown) => load.catch(() => fallback),
  getAwards: jest.fn(),
  getNews: jest.fn(),
  getEvents: jest.fn(),
  getVideos: jest.fn(),
}));

const api = jest.requireMock('@/lib/hospital-api');

/** Fifty of a kind, dated one day apart and out of order: number n is from day n. */
function dated(kind: string, total = 50) {
  return Array.from({ length: total }, (_, index) => {
    const day = (index * 17) % total;
    const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
    return { id: `${kind}-${day}`, name: `${kind} ${day}`, location: 'Amritsar', date };
  });
}

const newest = (kind: string) =>
  Array.from({ length: galleryItemsShown }, (_, index) => `${kind} ${49 - index}`);

/** The names a band's carousel shows, in order. */
function namesIn(heading: string, names: readonly string[]) {
  const band = screen.getByRole('region', { name: heading });
  return names.filter((name) => within(band).queryAllByText(name, { exact: true }).length > 0);
}

describe('the gallery', () => {
  it('shows the newest of each list and the first of the videos, and links to the rest', async () => {
    const awards: Award[] = dated('Award').map((award) => ({ ...award, image: null }));
    const news: MediaItem[] = dated('News').map((item) => ({ ...item, images: [] }));
    const events: MediaItem[] = dated('Event').map((item) => ({ ...item, images: [] }));
    const videos: Video[] = Array.from({ length: 40 }, (_, index) => ({
      id: `video-${index}`,
      name: `Video ${index}`,
      type: 'Our Video',
      video: { url: 'https://www.youtube.com/watch?v=abcdefghijk', embedUrl: null },
    }));
    api.getAwards.mockResolvedValue(awards);
    api.getNews.mockResolvedValue(news);
    api.getEvents.mockResolvedValue(events);
    api.getVideos.mockResolvedValue(videos);

    render(await GalleryPage());

    const everyName = (kind: string) =>
      Array.from({ length: 50 }, (_, index) => `${kind} ${49 - index}`);
    expect(namesIn(galleryPage.awards.heading, everyName('Award'))).toEqual(newest('Award'));
    expect(namesIn(galleryPage.news.heading, everyName('News'))).toEqual(newest('News'));
    expect(namesIn(galleryPage.events.heading, everyName('Event'))).toEqual(newest('Event'));
    expect(
      namesIn(
        galleryPage.videos.heading,
        videos.map((video) => video.name),
      ),
    ).toEqual(videos.slice(0, galleryItemsShown).map((video) => video.name));

    for (const [label, href] of [
      [galleryPage.awards.actionLabel, allAwardsPath],
      [galleryPage.news.actionLabel, allNewsPath],
      [galleryPage.events.actionLabel, allEventsPath],
    ])
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(
      screen.getByRole('link', { name: new RegExp(`^${galleryPage.videos.actionLabel}`) }),
    ).toHaveAttribute('href', site.videoChannelUrl);
  });
});
