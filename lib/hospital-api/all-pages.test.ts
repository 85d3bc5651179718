import { allPages } from './all-pages';
import type { Page } from './types';

function pagedList(count: number, { withTotal }: { withTotal: boolean }) {
  const asked: number[] = [];
  const readPage = async (page: number): Promise<Page<number>> => {
    asked.push(page);
    const items = Array.from({ length: count }, (_, index) => index + 1).slice(
      (page - 1) * 3,
      page * 3,
    );
    return { items, page, pageSize: 3, total: withTotal ? count : null };
  };
  return { asked, readPage };
}

describe('allPages', () => {
  it('reads page after page until a short page, without a total', async () => {
    const list = pagedList(7, { withTotal: false });
    expect(await allPages(list.readPage, { pageSize: 3, maxPages: 10 })).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('stops at the total without asking for an empty page', async () => {
    const list = pagedList(6, { withTotal: true });
    expect(await allPages(list.readPage, { pageSize: 3, maxPages: 10 })).toHaveLength(6);
    expect(list.asked).toEqual([1, 2]);
  });

  it('reads no more than maxPages', async () => {
    const list = pagedList(100, { withTotal: false });
    expect(await allPages(list.readPage, { pageSize: 3, maxPages: 2 })).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
