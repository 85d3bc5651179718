import { HospitalApiError } from '@/lib/hospital-api/errors';
import type { Blog, BlogSummary, Page, PageQuery } from '@/lib/hospital-api/types';

export interface BlogSource {
  getBlog(idOrSlug: string): Promise<Blog | null>;
  searchBlogs(query: PageQuery): Promise<Page<BlogSummary>>;
}

/** How many posts one list request asks for while looking a slug up. */
const LOOKUP_PAGE_SIZE = 50;
/** Enough pages for a blog of a few thousand posts; a page that comes back short ends the walk. */
const LOOKUP_MAX_PAGES = 40;

/**
 * The post a /blog/{slug} address names. The spec loads a post by its id (`/single-blog/{id}`)
 * but links it by slug: an API that answers to the slug is asked once; otherwise the slug is
 * found in the list and the post loaded by its id. Null when no post has that slug. When the
 * single read fails (an upstream that is down, with nothing kept for this address), the list,
 * or its last good copy, still tells an unknown address (null: a 404) from a post, whose own read
 * then decides.
 */
export async function findBlogBySlug(source: BlogSource, slug: string): Promise<Blog | null> {
  const wanted = slug.trim();
  if (!wanted) return null;
  let direct: Blog | null = null;
  let directFailure: unknown;
  try {
    direct = await source.getBlog(wanted);
  } catch (error) {
    if (!(error instanceof HospitalApiError)) throw error;
    directFailure = error;
  }
  if (direct && direct.slug === wanted) return direct;
  for (let page = 1; page <= LOOKUP_MAX_PAGES; page += 1) {
    const list = await source.searchBlogs({ page, pageSize: LOOKUP_PAGE_SIZE, search: '' });
    const match = list.items.find((item) => item.slug === wanted);
    if (match) {
      if (match.id !== wanted) return source.getBlog(match.id);
      if (directFailure) throw directFailure;
      return direct;
    }
    const seen = (page - 1) * LOOKUP_PAGE_SIZE + list.items.length;
    if (list.items.length < LOOKUP_PAGE_SIZE || (list.total !== null && seen >= list.total)) break;
  }
  return null;
}
