import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/env';
import { cancelPath, checkoutPath, successPath, thankYouPath } from '@/content/routes';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', thankYouPath, checkoutPath, successPath, cancelPath],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
