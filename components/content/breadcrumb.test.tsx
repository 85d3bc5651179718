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
});
