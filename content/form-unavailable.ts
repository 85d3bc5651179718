/**
 * What a form says when its code cannot be had, as on a page left open across a new release of
 * the site. A file of its own: the browser's first load carries these words, and only these.
 */
export const formUnavailableNotice = {
  lead: 'This form could not load: the site may have been updated since this page was opened.',
  reload: 'Reload the page',
  afterReload: 'to try again, or call us on',
} as const;
