import { render, screen, within } from '@testing-library/react';
import { getLegalPage, legalEntries } from '@/content/legal';
import { site } from '@/lib/site';
import { describeContentRegistry } from '@/test-support/content-registry';
import { LegalPage } from './legal-page';

describeContentRegistry({
  family: 'legal',
  entries: legalEntries,
  slugOf: (page) => page.slug,
  lookup: getLegalPage,
  faqRequired: false,
  page: (page) => ({
    ...page,
    images: [],
    headings: page.sections.map((section) => section.heading),
    blocks: [],
  }),
});

describe('the privacy policy', () => {
  const policy = getLegalPage('privacy-policy')!;

  it('has the thirteen numbered sections the spec lists, and two contacts', () => {
    expect(policy.sections).toHaveLength(13);
    expect(policy.contacts?.items.map((contact) => contact.heading)).toEqual([
      'For patients and visitors',
      'For hospital staff',
    ]);
  });

  it('keeps personal information at least five years from its last use (spec)', () => {
    expect(policy.sections.map((section) => section.paragraphs.join(' ')).join(' ')).toMatch(
      /at least five years from the last time it was used/,
    );
  });
});

const page = legalEntries[0]!;

describe('the legal page', () => {
  it('opens with its title as the one h1 and says when it last changed', () => {
    render(<LegalPage page={page} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getByText('1 June 2025')).toHaveAttribute('datetime', page.updated);
  });

  it('numbers its sections and links to each from a list at the top', () => {
    render(<LegalPage page={page} />);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(page.sections.length);
    page.sections.forEach((section, index) => {
      const heading = screen.getByRole('heading', {
        level: 2,
        name: `${index + 1}. ${section.heading}`,
      });
      const target = links[index]!.getAttribute('href')!.slice(1);
      expect(heading.closest('section')).toHaveAttribute('id', target);
    });
  });

  it('gives each contact a way to write and, where there is one, to call', () => {
    render(<LegalPage page={page} />);
    const contacts = screen.getByRole('region', { name: page.contacts!.heading });
    for (const contact of page.contacts!.items) {
      expect(
        within(contacts).getByRole('heading', { level: 3, name: contact.heading }),
      ).toBeVisible();
      expect(within(contacts).getByRole('link', { name: contact.email })).toHaveAttribute(
        'href',
        `mailto:${contact.email}`,
      );
    }
    expect(
      within(contacts).getByRole('link', { name: site.appointmentPhone.display }),
    ).toHaveAttribute('href', `tel:${site.appointmentPhone.tel}`);
    page.contacts!.items.forEach((contact, index) => {
      const office = site.sites.find((candidate) => candidate.id === contact.office)!;
      expect(contacts.querySelectorAll('address')[index]).toHaveTextContent(office.address);
    });
  });
});
