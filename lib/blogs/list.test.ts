import { blogsList, blogsListPage } from './list';
import type { BlogSummary } from '@/lib/hospital-api/types';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i + 1}`).join(' ');

function post(index: number): BlogSummary {
  return {
    id: `b${index}`,
    slug: `post-${index}`,
    name: `Post ${index}`,
    type: 'Health Tips',
    category: 'Cardiology',
    thumbnail: null,
    mainImage: null,
    date: '2026-01-01',
    text: words(50),
  };
}

const options = { featuredWords: 30, cardWords: 10 };

describe('blog list views', () => {
  it('round-trip through their key, as the rewrites write it', () => {
    expect(blogsList.keyOf({ q: '', page: 1 })).toBe('page=1');
    expect(blogsList.keyOf({ q: 'heart', page: 2 })).toBe('q=heart&page=2');
    expect(blogsList.viewFromKey('q=heart&page=2')).toEqual({ q: 'heart', page: 2 });
    expect(blogsList.viewFromKey(blogsList.keyOf({ q: 'Foot & Wound Care', page: 1 }))).toEqual({
      q: 'Foot & Wound Care',
      page: 1,
    });
    expect(blogsList.viewFromKey('q=%20knee%20&page=abc')).toEqual({ q: 'knee', page: 1 });
    expect(blogsList.viewFromKey('!!!')).toBeNull();
  });
});

describe('blogsListPage', () => {
  it('features the first post with 30 words and gives the others 10', () => {
    const page = blogsListPage(
      { items: [1, 2, 3, 4, 5, 6].map(post), page: 1, pageSize: 6, total: 16 },
      { q: '', page: 1 },
      options,
    )!;
    expect(page.featured?.blog.id).toBe('b1');
    expect(page.featured?.excerpt).toBe(`${words(30)}…`);
    expect(page.cards.map((card) => card.blog.id)).toEqual(['b2', 'b3', 'b4', 'b5', 'b6']);
    expect(page.cards[0]?.excerpt).toBe(`${words(10)}…`);
    expect(page.pagination).toMatchObject({ pageCount: 3, pages: [1, 2, 3], next: 2 });
  });

  it('stops at the last page by the total, or by whether the next page has posts', () => {
    const last = blogsListPage(
      { items: [post(13)], page: 3, pageSize: 6, total: 13 },
      { q: '', page: 3 },
      options,
    )!;
    expect(last.pagination).toMatchObject({ next: null, previous: 2, pages: [1, 2, 3] });
    const noTotal = blogsListPage(
      { items: [1, 2, 3, 4, 5, 6].map(post), page: 2, pageSize: 6, total: null },
      { q: '', page: 2 },
      { ...options, hasNextPage: true },
    )!;
    expect(noTotal.pagination).toMatchObject({ next: 3, pages: [1, 2, 3] });
    const endWithoutTotal = blogsListPage(
      { items: [1, 2, 3, 4, 5, 6].map(post), page: 2, pageSize: 6, total: null },
      { q: '', page: 2 },
      options,
    )!;
    expect(endWithoutTotal.pagination).toMatchObject({ next: null, pages: [1, 2] });
  });

  it('shows an empty first page, and nothing for a page past the end', () => {
    const empty = blogsListPage(
      { items: [], page: 1, pageSize: 6, total: 0 },
      { q: 'zzz', page: 1 },
      options,
    )!;
    expect(empty.featured).toBeNull();
    expect(empty.cards).toEqual([]);
    expect(empty.pagination).toMatchObject({ next: null, previous: null });
    expect(
      blogsListPage({ items: [], page: 9, pageSize: 6, total: 16 }, { q: '', page: 9 }, options),
    ).toBeNull();
  });
});
