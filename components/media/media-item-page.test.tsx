import { render, screen } from '@testing-library/react';
import { eventsPage, newsPage } from '@/content/news-events-page';
import type { MediaItem } from '@/lib/hospital-api/types';
import { MediaItemPage } from './media-item-page';

const item = (id: string, date: string | null): MediaItem => ({
  id,
  name: `Item ${id}`,
  location: 'Pathankot',
  date,
  images: [`/catalogue/news/${id}.svg`],
});

describe('the news and events list pages', () => {
  it('list the items newest first, undated ones last', () => {
    render(
      <MediaItemPage
        kind="news"
        copy={newsPage}
        items={[item('a', '2025-01-09'), item('b', null), item('c', '2026-05-20')]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Item c',
      'Item a',
      'Item b',
    ]);
    expect(screen.getByRole('link', { name: 'Back to gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    );
  });

  it('say there is nothing yet for an empty list', () => {
    render(<MediaItemPage kind="event" copy={eventsPage} items={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(eventsPage.empty);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('say the list could not be loaded, in other words, when the call failed', () => {
    render(<MediaItemPage kind="news" copy={newsPage} items={null} />);
    expect(screen.getByRole('status')).toHaveTextContent(newsPage.failed);
    expect(newsPage.failed).not.toBe(newsPage.empty);
  });
});
