import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * HTML from the hospital API (a doctor's extra description, a speciality's overview, a blog
 * post) reduced to text formatting and links: no scripts, no event handlers, no styles, no
 * frames. Links to other sites open in a new tab.
 */
export function sanitizeApiHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'a',
      'blockquote',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      // The page has its own h1 and section h2s; an article's headings sit below them.
      h1: 'h2',
      // target and rel are set here only, never taken from the API's HTML.
      a: (tagName, { href, title }) => {
        const attribs: Record<string, string> = {};
        if (href) attribs.href = href;
        if (title) attribs.title = title;
        if (/^https?:\/\//i.test(href ?? ''))
          Object.assign(attribs, { target: '_blank', rel: 'noopener noreferrer' });
        return { tagName, attribs };
      },
    },
  });
}
