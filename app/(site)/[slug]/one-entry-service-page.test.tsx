import { render, screen } from '@testing-library/react';
import { renderedTitle } from '@/lib/seo/metadata';
import { fixtureService } from '@/test-support/service-page-fixture';

// A new service page is one file and one line in content/services: with nothing else edited, it
// is in the Services menu, the sitemap, this route and its preview image.

jest.mock('@/content/services', () => {
  const services = jest.requireActual('@/content/services');
  const { defineRegistry } = jest.requireActual('@/content/registry');
  const { fixtureService: added } = jest.requireActual('@/test-support/service-page-fixture');
  const registry = defineRegistry(
    [...services.serviceEntries, added],
    (service: { slug: string }) => service.slug,
  );
  return { ...services, serviceEntries: registry.entries, getService: registry.get };
});

jest.mock('@/lib/hospital-api', () => ({
  ...jest.requireActual('@/lib/hospital-api/errors'),
  orFallback: (load: Promise<unknown>, fallback: unknown) => load.catch(() => fallback),
  getDoctorsByCategory: async () => [],
  getDoctors: async () => [],
  getAllCategories: async () => [],
  getAllBlogs: async () => [],
  getCareers: async () => [],
}));

jest.mock('@/lib/seo/og-card', () => ({
  OG_CONTENT_TYPE: 'image/png',
  OG_SIZE: { width: 1200, height: 630 },
  ogCardImage: async (card: unknown) => ({ card }),
  brandCardImage: async () => ({ card: 'brand' }),
}));

const path = '/home-dialysis';
const params = Promise.resolve({ slug: 'home-dialysis' });

describe('a service page added as one registry entry', () => {
  it('is in the Services menu, at the place it names, with its label', async () => {
    const { servicesMenu } = await import('@/content/registry-menus');
    expect(servicesMenu.links.at(-1)).toEqual({ label: 'Home Dialysis', href: path });
    expect(servicesMenu.links.slice(0, -1).map((link) => link.label)).toEqual([
      'Ambulance Services',
      'Physiotherapy',
      'Radiology',
      'CSR',
      'HBOT',
      'Pathology',
      'Blood Bank',
    ]);
  });

  it('is in the sitemap', async () => {
    const { sitemapEntries } = await import('@/lib/sitemap/entries');
    const urls = (await sitemapEntries('https://h.example')).map((entry) => entry.url);
    expect(urls).toContain(`https://h.example${path}`);
  });

  it('has its route: rendered at build time, with its title, and its page', async () => {
    const route = await import('./page');
    expect(route.generateStaticParams()).toContainEqual({ slug: 'home-dialysis' });
    const metadata = await route.generateMetadata({ params });
    expect(metadata.title).toEqual({ absolute: renderedTitle(fixtureService.metaTitle) });
    expect(metadata.alternates?.canonical).toBe(path);
    render(await route.default({ params }));
    expect(screen.getByRole('heading', { level: 1, name: 'Home Dialysis' })).toBeInTheDocument();
  });

  it('has its preview image, as a service', async () => {
    const preview = await import('./opengraph-image');
    expect(preview.generateStaticParams()).toContainEqual({ slug: 'home-dialysis' });
    expect(await preview.default({ params })).toEqual({
      card: { kind: 'Patient services', title: 'Home Dialysis' },
    });
  });
});
