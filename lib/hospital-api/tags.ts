/** Cache tags of upstream reads, refreshed on demand through POST /api/revalidate. */
export const TAGS = {
  doctors: 'doctors',
  categories: 'categories',
  videos: 'videos',
  blogs: 'blogs',
  awards: 'awards',
  news: 'news',
  events: 'events',
  careers: 'careers',
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

export const ALL_TAGS: CacheTag[] = Object.values(TAGS);
