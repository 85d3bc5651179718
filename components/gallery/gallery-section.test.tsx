import { render, screen } from '@testing-library/react';
import Link from 'next/link';
import { galleryPage } from '@/content/gallery-page';
import { GallerySection } from './gallery-section';

function band(items: readonly string[] | null) {
  render(
    <GallerySection
      id="awards"
      copy={galleryPage.awards}
      items={items}
      action={<Link href="/allaward">{galleryPage.awards.actionLabel}</Link>}
      emptyIcon="badge-check"
    >
      {(list) => (
        <ul>
          {list.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </GallerySection>,
  );
  return screen.getByRole('region', { name: galleryPage.awards.heading });
}

describe('a gallery band', () => {
  it('shows its items under its heading and link', () => {
    const region = band(['NABH Accreditation', 'Green Hospital Award']);
    expect(region).toHaveTextContent(galleryPage.awards.lead);
    expect(screen.getByRole('link', { name: galleryPage.awards.actionLabel })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says there is nothing yet for an empty list, never an empty carousel', () => {
    band([]);
    expect(screen.getByRole('status')).toHaveTextContent(galleryPage.awards.empty);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the list could not load, in other words, when the call failed', () => {
    band(null);
    expect(screen.getByRole('status')).toHaveTextContent(galleryPage.awards.failed);
    expect(galleryPage.awards.failed).not.toBe(galleryPage.awards.empty);
    expect(screen.getByRole('link', { name: galleryPage.awards.actionLabel })).toBeVisible();
  });
});
