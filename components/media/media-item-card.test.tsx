import { render, screen, within } from '@testing-library/react';
import type { MediaItem } from '@/lib/hospital-api/types';
import { MediaItemCard } from './media-item-card';

const camp: MediaItem = {
  id: 'e1',
  name: 'Winter Heart and Lung Health Camp',
  location: 'Srinagar',
  date: '2025-12-13',
  images: ['/catalogue/events/winter-camp-1.svg', '/catalogue/events/winter-camp-2.svg'],
};

describe('a news or event card', () => {
  it('shows the first photo, a date badge, the name as a heading and the place', () => {
    const { container } = render(<MediaItemCard item={camp} kind="event" />);
    const card = within(container.querySelector('article')!);
    expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(camp.name);
    expect(card.getByText('Srinagar')).toBeVisible();
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2025-12-13');
    expect(container.querySelector('time')).toHaveTextContent('13 Dec 2025');
    expect(container.querySelector('img')?.getAttribute('src')).toContain('winter-camp-1.svg');
  });

  it('is one button that says what it opens', () => {
    render(<MediaItemCard item={camp} kind="event" headingLevel={2} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: `View 2 photos: ${camp.name}` })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(camp.name);
  });

  it('still works for an item without a photo or a date', () => {
    const { container } = render(
      <MediaItemCard item={{ ...camp, images: [], date: null }} kind="news" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('time')).toBeNull();
    expect(screen.getByRole('button', { name: `View details: ${camp.name}` })).toBeEnabled();
  });
});
