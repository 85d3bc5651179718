import { render, screen } from '@testing-library/react';
import type { MediaItem } from '@/lib/hospital-api/types';
import { MediaSlider } from './media-slider';

// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const news: MediaItem = {
  id: 'n1',
  name: 'Amandeep Hospital Launches Tele-Consultation',
  location: 'GT Road Amritsar',
  date: '2025-12-04',
  images: ['/catalogue/news/tele-1.svg'],
};

function open(item: MediaItem) {
  render(
    <MediaSlider item={item} kind="news" dateText="4 December 2025" open onClose={() => {}} />,
  );
  return screen.getByRole('dialog', { name: item.name });
}

describe('the photo slider of a news item or an event', () => {
  it('shows a single photo as it is, with its date and place, and no arrows', () => {
    const dialog = open(news);
    expect(dialog).toHaveTextContent('4 December 2025');
    expect(dialog).toHaveTextContent('GT Road Amritsar');
    expect(
      screen.getByRole('img', { name: `${news.name}, photo 1 of 1` }).getAttribute('src'),
    ).toContain('tele-1.svg');
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Close']);
  });

  it('says so when an item has no photos yet', () => {
    open({ ...news, images: [] });
    expect(screen.getByText('Photos of this are not available yet.')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
