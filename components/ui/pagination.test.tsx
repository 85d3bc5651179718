import { render, screen, within } from '@testing-library/react';
import { paginate } from '@/lib/lists/pagination';
import { Pagination } from './pagination';

const hrefOf = (page: number) => (page === 1 ? '/list' : `/list?page=${page}`);

function renderPage(page: number, total: number | null, hasNextPage = false) {
  return render(
    <Pagination
      pagination={paginate({ page, pageSize: 10, total, hasNextPage })}
      hrefOf={hrefOf}
      label="List pages"
      listStartId="list-start"
    />,
  );
}

describe('Pagination', () => {
  it('disables Previous on the first page and links up to three pages and Next', () => {
    renderPage(1, 45);
    const nav = screen.getByRole('navigation', { name: 'List pages' });
    expect(within(nav).queryByRole('link', { name: /previous/i })).toBeNull();
    expect(within(nav).getByText('Previous').closest('[aria-disabled]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const numbers = within(nav).getAllByRole('link', { name: /^Page \d$/ });
    expect(numbers.map((link) => link.textContent)).toEqual(['1', '2', '3']);
    expect(numbers[0]).toHaveAttribute('aria-current', 'page');
    expect(numbers[0]).toHaveAttribute('href', '/list');
    expect(numbers[1]).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /next/i })).toHaveAttribute(
      'href',
      '/list?page=2',
    );
  });

  it('disables Next on the last page and never links past it', () => {
    renderPage(5, 45);
    const nav = screen.getByRole('navigation', { name: 'List pages' });
    expect(within(nav).queryByRole('link', { name: /next/i })).toBeNull();
    expect(within(nav).getByText('Next').closest('[aria-disabled]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(nav).getByRole('link', { name: /previous/i })).toHaveAttribute(
      'href',
      '/list?page=4',
    );
    const numbers = within(nav).getAllByRole('link', { name: /^Page \d$/ });
    expect(numbers.map((link) => link.textContent)).toEqual(['3', '4', '5']);
    expect(numbers[2]).toHaveAttribute('aria-current', 'page');
  });

  it('without a total, enables Next only when the next page has something', () => {
    const { unmount } = renderPage(2, null, true);
    expect(screen.getByRole('link', { name: /next/i })).toHaveAttribute('href', '/list?page=3');
    unmount();
    renderPage(2, null, false);
    expect(screen.queryByRole('link', { name: /next/i })).toBeNull();
  });

  it('renders nothing for a single page', () => {
    const { container } = renderPage(1, 7);
    expect(container).toBeEmptyDOMElement();
  });
});
