import { render, screen, within } from '@testing-library/react';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it('links every step but the last, which is marked as the current page', () => {
    render(
      <Breadcrumb
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Doctors', path: '/doctors' },
          { name: 'Dr. A', path: '/doctor/dr-a' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    expect(items).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Doctors' })).toHaveAttribute('href', '/doctors');
    expect(within(nav).queryByRole('link', { name: 'Dr. A' })).toBeNull();
    expect(within(items[2]!).getByText('Dr. A')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a step without a path as text, not as the current page', () => {
    render(
      <Breadcrumb trail={[{ name: 'Home', path: '/' }, { name: 'Archive' }, { name: 'Now' }]} />,
    );
    expect(screen.getByText('Archive')).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Now')).toHaveAttribute('aria-current', 'page');
  });

  it('gives search engines the same trail it shows', () => {
    const { container } = render(
      <Breadcrumb
        trail={[
          { name: 'Home', path: '/' },
          { name: 'Gallery', path: '/gallery' },
          { name: 'News' },
        ]}
      />,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Gallery',
      'News',
    ]);
    expect(data.itemListElement[1].item).toMatch(/^https?:\/\/[^/]+\/gallery$/);
    expect(data.itemListElement[2]).not.toHaveProperty('item');
  });
});
