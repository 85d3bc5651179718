import { blogsPath } from '@/content/routes';
import { site, type SocialLink } from '@/content/site';

/** Posts per page of /blogs: the spec's step of 6 (its "divides by 10" count is not followed). */
export const BLOGS_PAGE_SIZE = 6;
/** Words of the featured post's excerpt, and of each card's (spec). */
export const FEATURED_EXCERPT_WORDS = 30;
export const CARD_EXCERPT_WORDS = 10;
/** The blog categories side list: the first 10 of page 1, size 20, empty search (spec). */
export const BLOG_CATEGORIES_SHOWN = 10;
export const BLOG_CATEGORIES_QUERY = { page: 1, pageSize: 20, search: '' } as const;
/** Recent Posts beside a post: page 1, size 10, empty search (spec). */
export const RECENT_POSTS_QUERY = { page: 1, pageSize: 10, search: '' } as const;

/** The blog list (/blogs). */
export const blogsPage = {
  /** Browser title, before the layout adds the brand. */
  title: 'Health Blog',
  description: `Health tips, patient guides and news from ${site.brand}'s doctors: heart, bones and joints, women's health, diabetes, seasonal illness and more.`,
  heading: 'Blog',
  lead: 'Practical health advice from our doctors, written for patients and families, and news from our hospitals.',
  searchLabel: 'Search the blog',
  searchPlaceholder: 'e.g. knee, diabetes',
  searchSubmit: 'Search',
  searching: 'Searching…',
  listHeading: 'Latest articles',
  /** The heading above a filtered list; `search` is what was typed. */
  resultsHeading: (search: string) => `Articles about “${search}”`,
  featuredLabel: 'Featured',
  readMore: 'Read More',
  /** Spec, exact text. */
  empty: 'No More data',
  emptyHint: 'Try another word, or choose a category.',
  showAll: { label: 'Show all articles', href: blogsPath() },
  categoriesHeading: 'Categories',
  pages: 'Pages of articles',
} as const;

/** A blog post (/blog/{slug}). */
export const blogPostPage = {
  /** The trail's middle step. */
  blogCrumb: { name: 'Blog', path: blogsPath() },
  publishedLabel: 'Published',
  faqHeading: 'Frequently Asked Questions',
  share: 'Share',
  shareTitle: (name: string) => `${name} | ${site.brand}`,
  copied: 'Link copied. You can paste it into a message or email.',
  copyFailed: 'Could not copy the link. Copy it from the address bar instead.',
  recentPosts: 'Recent Posts',
  /** Spec: "Publish at {date}". */
  publishAt: 'Publish at',
  followHeading: 'Follow us',
  followLabel: (network: string) => `${site.brand} on ${network}`,
  /** The four networks the post links to (spec: four). */
  social: site.social.filter((link) =>
    (['facebook', 'instagram', 'youtube', 'linkedin'] as SocialLink['network'][]).includes(
      link.network,
    ),
  ),
  backToBlog: { label: 'All articles', href: blogsPath() },
} as const;
