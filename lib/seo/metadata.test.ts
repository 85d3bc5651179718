import {
  DEFAULT_PREVIEW_IMAGE,
  pagedTitle,
  pageMetadata,
  renderedTitle,
  rootMetadata,
  TITLE_LENGTH_LIMIT,
  TITLE_TEMPLATE,
} from './metadata';

describe('page metadata', () => {
  it('sets the canonical link, Open Graph, the Twitter card and robots from one description', () => {
    const metadata = pageMetadata({
      title: 'Careers at Amandeep Hospital',
      description: 'Current openings.',
      path: '/careers',
    });
    expect(metadata).toEqual({
      title: { absolute: 'Careers at Amandeep Hospital' },
      description: 'Current openings.',
      alternates: { canonical: '/careers' },
      openGraph: {
        type: 'website',
        siteName: 'Amandeep Hospital',
        locale: 'en_IN',
        title: 'Careers at Amandeep Hospital',
        description: 'Current openings.',
        url: '/careers',
        images: [DEFAULT_PREVIEW_IMAGE],
      },
      twitter: {
        card: 'summary_large_image',
        title: 'Careers at Amandeep Hospital',
        description: 'Current openings.',
        images: [DEFAULT_PREVIEW_IMAGE],
      },
      robots: { index: true, follow: true },
    });
  });

  it('brands a title once, and keeps an absolute title whole', () => {
    expect(pageMetadata({ title: 'Checkout', description: 'Pay.' }).title).toEqual({
      absolute: 'Checkout | Amandeep Hospital',
    });
    expect(renderedTitle('Checkout')).toBe('Checkout | Amandeep Hospital');
    expect(renderedTitle('Evening dialysis at Amandeep Hospital Ferozepur')).toBe(
      'Evening dialysis at Amandeep Hospital Ferozepur',
    );
    expect(renderedTitle('Amandeep Medicity, Amritsar')).toBe('Amandeep Medicity, Amritsar');
    const long = 'Pathology: Blood Tests, Laboratory Services and Home Collection';
    expect(renderedTitle(long)).toBe(long);
    expect(renderedTitle('Pathology and Laboratory Services')).toHaveLength(
      'Pathology and Laboratory Services | Amandeep Hospital'.length,
    );
    expect(`${'x'.repeat(45)} | Amandeep Hospital`.length).toBe(TITLE_LENGTH_LIMIT);
    expect(renderedTitle('x'.repeat(45))).toMatch(/\| Amandeep Hospital$/);
    expect(renderedTitle('x'.repeat(46))).toBe('x'.repeat(46));
    const absolute = pageMetadata({
      title: { absolute: 'Cardiology Doctors in Pathankot' },
      description: 'D.',
    });
    expect(absolute.title).toEqual({ absolute: 'Cardiology Doctors in Pathankot' });
    expect(absolute.openGraph?.title).toBe('Cardiology Doctors in Pathankot');
  });

  it('keeps pages reached only after an action out of search, canonical link and all', () => {
    const metadata = pageMetadata({
      title: 'Thank You',
      description: 'Sent.',
      path: '/thank-you',
      noindex: true,
    });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).toEqual({ canonical: '/thank-you' });
  });

  it('has no canonical link or og:url for a page without an address of its own', () => {
    const metadata = pageMetadata({ title: 'Page not found', description: 'Gone.', noindex: true });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph).not.toHaveProperty('url');
  });

  it('gives every page the brand card as its preview, unless its route draws one of its own', () => {
    const shared = pageMetadata({
      title: 'Contact',
      description: 'Reach us.',
      path: '/contact-us',
    });
    expect(shared.openGraph).toMatchObject({ images: [DEFAULT_PREVIEW_IMAGE] });
    expect(shared.twitter).toMatchObject({ images: [DEFAULT_PREVIEW_IMAGE] });
    expect(DEFAULT_PREVIEW_IMAGE).toMatchObject({
      url: '/opengraph-image',
      width: 1200,
      height: 630,
    });
    const own = pageMetadata({
      title: 'Dr. A',
      description: 'About Dr. A.',
      path: '/doctor/dr-a',
      ownPreviewImage: true,
      type: 'profile',
    });
    expect(own.openGraph).toMatchObject({ type: 'profile' });
    expect(own.openGraph).not.toHaveProperty('images');
    expect(own.twitter).not.toHaveProperty('images');
  });
});

describe('root metadata', () => {
  it('resolves addresses on the site origin and adds the brand through one template', () => {
    const metadata = rootMetadata('https://www.example.org');
    expect(String(metadata.metadataBase)).toBe('https://www.example.org/');
    expect(metadata.title).toMatchObject({ template: TITLE_TEMPLATE });
    expect(TITLE_TEMPLATE).toBe('%s | Amandeep Hospital');
  });
});

describe('a paged list title', () => {
  it('names the page from the second on', () => {
    expect(pagedTitle('Health Blog', 1)).toBe('Health Blog');
    expect(pagedTitle('Health Blog', undefined)).toBe('Health Blog');
    expect(pagedTitle('Health Blog', 3)).toBe('Health Blog, page 3');
  });
});
