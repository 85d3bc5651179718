import { pageNumberOf, paginate } from './pagination';

describe('paginate', () => {
  it('disables Previous on the first page and shows the first three pages', () => {
    expect(paginate({ page: 1, pageSize: 10, total: 95 })).toEqual({
      page: 1,
      pageCount: 10,
      pages: [1, 2, 3],
      previous: null,
      next: 2,
    });
  });

  it('centres the shown page among three buttons in the middle of the list', () => {
    expect(paginate({ page: 5, pageSize: 10, total: 95 }).pages).toEqual([4, 5, 6]);
  });

  it('disables Next on the last page and never offers a page past it', () => {
    const last = paginate({ page: 10, pageSize: 10, total: 95 });
    expect(last.pages).toEqual([8, 9, 10]);
    expect(last.next).toBeNull();
    expect(last.previous).toBe(9);
    expect(paginate({ page: 3, pageSize: 10, total: 28 }).pages).toEqual([1, 2, 3]);
  });

  it('brings a page past the end back to the last page', () => {
    expect(paginate({ page: 40, pageSize: 10, total: 28 })).toMatchObject({ page: 3, next: null });
  });

  it('shows fewer buttons when there are fewer pages, and one for an empty list', () => {
    expect(paginate({ page: 1, pageSize: 6, total: 7 }).pages).toEqual([1, 2]);
    expect(paginate({ page: 1, pageSize: 6, total: 0 })).toEqual({
      page: 1,
      pageCount: 1,
      pages: [1],
      previous: null,
      next: null,
    });
  });

  it('without a total, offers the next page only when it has something', () => {
    expect(paginate({ page: 2, pageSize: 10, total: null, hasNextPage: true })).toEqual({
      page: 2,
      pageCount: null,
      pages: [1, 2, 3],
      previous: 1,
      next: 3,
    });
    expect(paginate({ page: 3, pageSize: 10, total: null, hasNextPage: false })).toMatchObject({
      pages: [1, 2, 3],
      next: null,
    });
  });
});

describe('pageNumberOf', () => {
  it('reads a whole page number and treats anything else as the first page', () => {
    expect(pageNumberOf('3')).toBe(3);
    expect(pageNumberOf([' 2 ', '5'])).toBe(2);
    for (const value of ['0', '-1', 'two', '1.5', '', null, undefined, '99999']) {
      expect(pageNumberOf(value)).toBe(1);
    }
  });
});
