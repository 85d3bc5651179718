/** Words around videos, wherever the site shows one. */
export const videoCopy = {
  /** The link to a video the site cannot embed: "Watch {title} on {host}". */
  watch: (host: string) => ({ before: 'Watch', after: `on ${host}` }),
  newTab: '(opens in a new tab)',
} as const;
