/**
 * What a part of a page says when its code cannot be had, as on a page left open across a new
 * release of the site. A file of its own: the browser's first load carries these words, and only
 * these.
 */
export const codeUnavailableNotices = {
  reload: 'Reload the page',
  form: {
    lead: 'This form could not load: the site may have been updated since this page was opened.',
    afterReload: 'to try again, or call us on',
  },
  photos: {
    lead: 'These photos could not load: the site may have been updated since this page was opened.',
    afterReload: 'to see them.',
  },
} as const;
