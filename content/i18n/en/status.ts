import { site } from '@/content/site';
import { errorContent, notFoundContent } from '@/content/status-pages';

/**
 * What a page says when it cannot be what was asked for: not found (404), or an error while it
 * rendered. The English words are the site's own (content/status-pages.ts). Client safe: an error
 * page is a client component, and imports its language's words from its own file.
 */
export const status = {
  notFound: { ...notFoundContent },
  error: { ...errorContent, callLabel: site.helplines[0].purpose as string },
};
