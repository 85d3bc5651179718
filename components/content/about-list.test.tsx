import { render, screen, within } from '@testing-library/react';
import { AboutList } from './about-list';

describe('AboutList', () => {
  it('is a section named by its title, with its lead and its points as a list', () => {
    render(
      <AboutList
        id="about"
        about={{
          heading: 'Our burns team',
          lead: 'A team, not one doctor.',
          groups: [{ points: ['Plastic surgeons', 'Burns nurses'] }],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Our burns team' });
    expect(within(section).getByText('A team, not one doctor.')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Plastic surgeons', 'Burns nurses']);
    expect(within(section).queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('heads each group and shows a desk with its e-mail as a link', () => {
    render(
      <AboutList
        id="about"
        about={{
          heading: 'Contacts',
          groups: [
            { heading: 'Who looks after you', points: ['Dietitians'] },
            {
              heading: 'Write to us',
              points: [
                { name: 'Burns coordinator', detail: 'Transfers', email: 'burns@example.org' },
              ],
            },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Who looks after you',
      'Write to us',
    ]);
    expect(screen.getByText('Burns coordinator')).toBeInTheDocument();
    expect(screen.getByText('Transfers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'burns@example.org' })).toHaveAttribute(
      'href',
      'mailto:burns@example.org',
    );
  });
});
