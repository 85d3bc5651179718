import type { SitemapEntry } from './entries';
import {
  SITEMAP_FILE_SIZE,
  newestOf,
  sitemapFile,
  sitemapFileCount,
  sitemapIndexXml,
  urlsetXml,
} from './xml';

const entry = (url: string, lastModified = '2026-01-01'): SitemapEntry => ({
  url,
  lastModified,
  changeFrequency: 'monthly',
  priority: 0.7,
});

describe('the sitemap files', () => {
  it('writes each address as a <url>, its & escaped so the XML stays well formed', () => {
    const xml = urlsetXml([
      entry('https://h.example/insurance-&-tpa'),
      entry('https://h.example/'),
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml).toContain(
      '<url><loc>https://h.example/insurance-&amp;-tpa</loc><lastmod>2026-01-01</lastmod><changefreq>monthly</changefreq><priority>0.7</priority></url>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("names a translated page's twins in every language, as links in the xhtml namespace", () => {
    const languages = {
      'en-IN': 'https://h.example/emergency',
      'pa-IN': 'https://h.example/pa/emergency',
      'hi-IN': 'https://h.example/hi/emergency',
      'x-default': 'https://h.example/emergency',
    };
    const xml = urlsetXml([
      { ...entry('https://h.example/pa/emergency'), alternates: { languages } },
    ]);
    expect(xml).toContain(
      '<url><loc>https://h.example/pa/emergency</loc>' +
        '<xhtml:link rel="alternate" hreflang="en-IN" href="https://h.example/emergency"/>' +
        '<xhtml:link rel="alternate" hreflang="pa-IN" href="https://h.example/pa/emergency"/>' +
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://h.example/hi/emergency"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://h.example/emergency"/>' +
        '<lastmod>',
    );
  });

  it('splits past a few thousand addresses into files of equal size but the last', () => {
    const entries = Array.from({ length: 2 * SITEMAP_FILE_SIZE + 1 }, (_, index) =>
      entry(`https://h.example/doctor/d${index}`),
    );
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(SITEMAP_FILE_SIZE)).toBe(1);
    expect(sitemapFileCount(entries.length)).toBe(3);
    expect(sitemapFile(entries, 0)).toHaveLength(SITEMAP_FILE_SIZE);
    expect(sitemapFile(entries, 2)).toEqual([entries.at(-1)]);
    expect([0, 1, 2].flatMap((id) => sitemapFile(entries, id))).toEqual(entries);
  });

  it('indexes the files with the newest date of each', () => {
    expect(newestOf([entry('a', '2025-05-01'), entry('b', '2026-02-03T10:00:00.000Z')])).toBe(
      '2026-02-03T10:00:00.000Z',
    );
    const xml = sitemapIndexXml([
      { url: 'https://h.example/sitemaps/sitemap/0.xml', lastModified: '2026-02-03' },
      { url: 'https://h.example/sitemaps/sitemap/1.xml', lastModified: '2026-02-04' },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://h.example/sitemaps/sitemap/1.xml</loc><lastmod>2026-02-04</lastmod></sitemap>',
    );
  });
});
