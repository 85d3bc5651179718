/**
 * Props for the picture a page's first screen is judged by (its largest paint): requested at once
 * and ahead of the scripts. Next 16's `priority` (deprecated) only preloaded it, at the browser's
 * low priority for images, which Lighthouse reported as a late-discovered largest paint.
 */
export const firstScreenImage = { loading: 'eager', fetchPriority: 'high' } as const;
