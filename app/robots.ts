import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/env';

/**
 * Crawlers stay out of the form and session endpoints only. Pages kept out of search (thank-you,
 * not sent, payment outcomes) say so with their own noindex, which a crawler can only read if it
 * may fetch them: a Disallow would leave such an address indexable without its content.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
