import type { Blog } from '@/lib/hospital-api/types';
import { site } from '@/content/site';
import { blogPostingJsonLd } from './json-ld';

const post: Blog = {
  id: 'b1',
  slug: 'heart-health',
  name: 'Heart health after fifty',
  type: 'Health Tips',
  category: 'Cardiology',
  thumbnail: '/catalogue/blogs/heart-thumb.svg',
  mainImage: '/catalogue/blogs/heart-main.svg',
  date: '2026-03-12',
  text: 'Text',
  descriptionHtml: '<p>Text</p>',
  images: [],
  seo: { title: '', description: '' },
  faqs: [],
};

describe('blogPostingJsonLd', () => {
  it('gives headline, absolute image, date, the group as author and publisher, and the page', () => {
    const data = blogPostingJsonLd(post, {
      origin: 'https://example.org',
      description: 'About hearts',
    }) as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Heart health after fifty',
      description: 'About hearts',
      image: 'https://example.org/catalogue/blogs/heart-main.svg',
      datePublished: '2026-03-12',
      articleSection: 'Cardiology',
      author: { '@type': 'Organization', name: site.brand },
      publisher: { '@type': 'Organization', name: site.brand, url: 'https://example.org' },
      url: 'https://example.org/blog/heart-health',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.org/blog/heart-health' },
    });
  });

  it('keeps a remote image as it is and leaves out what the post lacks', () => {
    const data = blogPostingJsonLd(
      { ...post, mainImage: 'https://cdn.example.com/a.jpg', date: null },
      { origin: 'https://example.org', description: '' },
    ) as unknown as Record<string, unknown>;
    expect(data.image).toBe('https://cdn.example.com/a.jpg');
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('description');
  });
});
