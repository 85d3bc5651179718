import type { BlogPosting, WithContext } from 'schema-dts';
import type { Blog } from '@/lib/hospital-api/types';
import { absoluteUrl, blogPath } from '@/content/routes';
import { site } from '@/content/site';

/**
 * A post as search engines read it: headline, main image (absolute), publication date, and the
 * hospital group as author and publisher (the API names no author).
 */
export function blogPostingJsonLd(
  blog: Blog,
  { origin, description }: { origin: string; description: string },
): WithContext<BlogPosting> {
  const url = absoluteUrl(origin, blogPath(blog.slug));
  const image = blog.mainImage ? new URL(blog.mainImage, origin).href : undefined;
  const group = { '@type': 'Organization' as const, name: site.brand, url: origin };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.name,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...(blog.date ? { datePublished: blog.date } : {}),
    ...(blog.category ? { articleSection: blog.category } : {}),
    author: group,
    publisher: group,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}
