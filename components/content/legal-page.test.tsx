import { render, screen, within } from '@testing-library/react';
import { getLegalPage, legalEntries } from '@/content/legal';
import type { LegalEntry } from '@/content/legal/types';
import { site } from '@/content/site';
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

/** The spec's thirteen sections of the privacy policy, in its order. */
const SPEC_PRIVACY_SECTIONS = [
  /information collection and access/i,
  /consent/i,
  /managing personal information/i,
  /updates/i,
  /personal information .*collect/i,
  /methods of collection/i,
  /use of information/i,
  /sharing and transfer/i,
  /security/i,
  /data modification/i,
  /legal compliance/i,
  /retention/i,
  /grievance officer/i,
];

function textOf(page: LegalEntry): string {
  return page.sections
    .flatMap((section) => [
      ...section.paragraphs,
      ...(section.points ?? []),
      ...(section.subsections ?? []).flatMap((part) => [
        ...part.paragraphs,
        ...(part.points ?? []),
      ]),
    ])
    .join(' ');
}

describe('the privacy policy', () => {
  const policy = getLegalPage('privacy-policy')!;

  it('has the thirteen sections the spec lists, in its order, the grievance officer last', () => {
    expect(policy.sections).toHaveLength(SPEC_PRIVACY_SECTIONS.length);
    policy.sections.forEach((section, index) => {
      expect(section.heading).toMatch(SPEC_PRIVACY_SECTIONS[index]!);
    });
    expect(policy.sections.at(-1)!.heading).toBe('Grievance officer');
  });

  it('has two contacts: one for patients, one for hospital staff', () => {
    expect(policy.contacts?.items.map((contact) => contact.heading)).toEqual([
      'For patients and visitors',
      'For hospital staff',
    ]);
  });

  it('keeps personal information a minimum of five years from its last use (spec)', () => {
    const retention = policy.sections.find((section) => section.heading === 'Retention')!;
    expect(retention.paragraphs.join(' ')).toMatch(/minimum of five years from its last use/);
  });

  it('says what the website itself keeps from its forms, CVs included, and for how long', () => {
    const text = textOf(policy);
    for (const form of [
      /appointment requests/i,
      /call-back requests/i,
      /contact messages/i,
      /blog post/i,
      /job applications/i,
    ])
      expect(text).toMatch(form);
    expect(text).toMatch(/a job application and its CV file 1 year after it arrived/);
    expect(text).toMatch(/every other request 5 years after it arrived\. It does this by itself/);
  });
});

describe('the disclaimer', () => {
  const disclaimer = getLegalPage('disclaimer')!;

  it('has the three parts the spec lists', () => {
    expect(disclaimer.sections.map((section) => section.heading)).toEqual([
      'Copyright and permitted use',
      'General disclaimer and limitation of liability',
      'Feedback and opinions',
    ]);
  });

  it('says the information is no substitute for a consultation, and whom to call in an emergency', () => {
    const text = textOf(disclaimer);
    expect(text).toMatch(/not a substitute for a consultation/);
    expect(text).toContain(site.emergencyPhone.display);
  });
});

const page = legalEntries[0]!;

describe('the legal page', () => {
  it('opens with its title as the one h1 and says when it last changed', () => {
    render(<LegalPage page={page} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getByText('29 November 2026')).toHaveAttribute('datetime', page.updated);
  });

  it('puts the parts of a section under their own h3', () => {
    render(<LegalPage page={page} />);
    const parts = page.sections.flatMap((section) => section.subsections ?? []);
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts)
      expect(screen.getByRole('heading', { level: 3, name: part.heading })).toBeVisible();
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
      const office = site.units.find((candidate) => candidate.id === contact.office)!;
      expect(contacts.querySelectorAll('address')[index]).toHaveTextContent(office.address);
    });
  });
});
