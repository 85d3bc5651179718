import { findBlogBySlug, type BlogSource } from './lookup';
import { HospitalApiError } from '@/lib/hospital-api/errors';
import type { Blog, BlogSummary } from '@/lib/hospital-api/types';

function blog(id: string, slug: string): Blog {
  return {
    id,
    slug,
    name: `Post ${slug}`,
    type: 'Health Tips',
    category: 'Cardiology',
    thumbnail: null,
    mainImage: null,
    date: '2026-03-12',
    text: 'Some text',
    descriptionHtml: '<p>Some text</p>',
    images: [],
    seo: { title: '', description: '' },
    faqs: [],
  };
}

/** A source whose single-post call answers to ids only, or to slugs too. */
function source(posts: Blog[], { bySlug = false, withTotal = true } = {}) {
  const calls: string[] = [];
  const api: BlogSource = {
    async getBlog(key) {
      calls.push(`get:${key}`);
      return posts.find((post) => post.id === key || (bySlug && post.slug === key)) ?? null;
    },
    async searchBlogs({ page = 1, pageSize = 10 }) {
      calls.push(`list:${page}`);
      const items: BlogSummary[] = posts.slice((page - 1) * pageSize, page * pageSize);
      return { items, page, pageSize, total: withTotal ? posts.length : null };
    },
  };
  return { api, calls };
}

const many = Array.from({ length: 120 }, (_, index) => blog(`id${index}`, `post-${index}`));

describe('findBlogBySlug', () => {
  it('asks once when the API answers to the slug', async () => {
    const { api, calls } = source(many, { bySlug: true });
    expect((await findBlogBySlug(api, 'post-3'))?.id).toBe('id3');
    expect(calls).toEqual(['get:post-3']);
  });

  it('finds the slug in the list and loads the post by its id', async () => {
    const { api, calls } = source(many);
    expect((await findBlogBySlug(api, 'post-75'))?.id).toBe('id75');
    expect(calls).toEqual(['get:post-75', 'list:1', 'list:2', 'get:id75']);
  });

  it('walks pages without a total until a short page ends the list', async () => {
    const { api, calls } = source(many, { withTotal: false });
    expect(await findBlogBySlug(api, 'no-such-post')).toBeNull();
    expect(calls).toEqual(['get:no-such-post', 'list:1', 'list:2', 'list:3']);
  });

  it('stops at the total and answers null for an unknown slug', async () => {
    const { api, calls } = source(many.slice(0, 100));
    expect(await findBlogBySlug(api, 'missing')).toBeNull();
    expect(calls).toEqual(['get:missing', 'list:1', 'list:2']);
  });

  it('does not take a post whose id merely equals the slug of another', async () => {
    const posts = [blog('post-1', 'first'), blog('id2', 'post-1')];
    const { api } = source(posts);
    expect((await findBlogBySlug(api, 'post-1'))?.id).toBe('id2');
  });

  it('answers null for an empty slug without asking', async () => {
    const { api, calls } = source(many);
    expect(await findBlogBySlug(api, '  ')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('findBlogBySlug while the single read fails', () => {
  const outage = () =>
    new HospitalApiError('An error occurred', { status: null, path: '/single-blog/x' });

  /** The list answers (from the upstream or its last good copy); every single read fails. */
  function failingReads(posts: Blog[]) {
    const { api, calls } = source(posts);
    api.getBlog = async (key) => {
      calls.push(`get:${key}`);
      throw outage();
    };
    return { api, calls };
  }

  it('answers null for a slug the list does not hold: the page is a 404, not an error', async () => {
    const { api, calls } = failingReads(many.slice(0, 30));
    expect(await findBlogBySlug(api, 'no-such-post')).toBeNull();
    expect(calls).toEqual(['get:no-such-post', 'list:1']);
  });

  it('lets the failure through for a post the list holds', async () => {
    const { api } = failingReads(many.slice(0, 30));
    await expect(findBlogBySlug(api, 'post-4')).rejects.toBeInstanceOf(HospitalApiError);
  });

  it('lets the failure through when the list fails too', async () => {
    const { api } = failingReads(many);
    api.searchBlogs = async () => {
      throw outage();
    };
    await expect(findBlogBySlug(api, 'anything')).rejects.toBeInstanceOf(HospitalApiError);
  });
});
