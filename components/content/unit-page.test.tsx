import { fireEvent, render, screen, within } from '@testing-library/react';
import type { TableBlock } from '@/content/blocks';
import { getUnit, unitEntries } from '@/content/units';
import type { UnitEntry } from '@/content/units/types';
import { site } from '@/content/site';
import { describeContentRegistry } from '@/test-support/content-registry';
import { UnitPage } from './unit-page';

describeContentRegistry({
  family: 'units',
  entries: unitEntries,
  slugOf: (unit) => unit.link,
  lookup: getUnit,
  faqRequired: false,
  page: (unit) => ({
    ...unit,
    images: [unit.image],
    headings: unit.sections.map((block) => block.heading),
    blocks: unit.sections,
  }),
});

const unit = unitEntries[0]!;
const hospital = site.units.find((candidate) => candidate.link === unit.link)!;

describe('the unit page', () => {
  it('opens with the unit’s name as the one h1, under Home and Our Hospitals', () => {
    render(<UnitPage unit={unit} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: unit.title })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Our Hospitals' })).toHaveAttribute(
      'href',
      '/our-hospitals',
    );
    expect(within(breadcrumb).getByText(unit.title)).toHaveAttribute('aria-current', 'page');
  });

  it('shows the unit’s address, phones and directions from the site’s record of it', () => {
    render(<UnitPage unit={unit} />);
    const visit = screen.getByRole('region', { name: 'Visit us' });
    expect(within(visit).getByText(hospital.address)).toBeInTheDocument();
    const [reception, appointments] = hospital.phones;
    expect(
      within(visit).getByRole('link', { name: `Reception: ${reception.display}` }),
    ).toHaveAttribute('href', `tel:${reception.tel}`);
    expect(
      within(visit).getByRole('link', { name: `Appointments: ${appointments.display}` }),
    ).toHaveAttribute('href', `tel:${appointments.tel}`);
    expect(
      within(visit).getByRole('link', { name: `24/7 Emergency: ${site.emergencyPhone.display}` }),
    ).toHaveAttribute('href', `tel:${site.emergencyPhone.tel}`);
    expect(within(visit).getByRole('link', { name: /^Directions/ })).toHaveAttribute(
      'href',
      hospital.directionsUrl,
    );
  });

  it('gives every section an h2 a visitor can jump between', () => {
    render(<UnitPage unit={unit} />);
    for (const block of unit.sections)
      expect(screen.getByRole('heading', { level: 2, name: block.heading })).toBeInTheDocument();
  });

  it('draws its table as a table named by its caption, in a scrollable region', () => {
    render(<UnitPage unit={unit} />);
    const block = unit.sections.find((section): section is TableBlock => section.kind === 'table')!;
    const table = screen.getByRole('table', { name: block.caption });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(block.columns.length);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(block.rows.length);
    expect(screen.getByRole('region', { name: block.caption })).toHaveAttribute('tabindex', '0');
  });

  it('answers its FAQ one question at a time in each column', () => {
    render(<UnitPage unit={unit} />);
    const faq = unit.faq!;
    const section = screen.getByRole('region', { name: faq.heading });
    const questions = within(section).getAllByRole('button');
    expect(questions).toHaveLength(faq.items.length);
    expect(questions[0]).toHaveAccessibleName(`1. ${faq.items[0]!.question}`);
    fireEvent.click(questions[0]!);
    fireEvent.click(questions[1]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    expect(questions[1]).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a call to action and carries what the page loads as children', () => {
    render(
      <UnitPage unit={unit}>
        <p>Doctors at this hospital</p>
      </UnitPage>,
    );
    expect(screen.getByText('Doctors at this hospital')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Call emergency ${site.emergencyPhone.display}` }),
    ).toHaveAttribute('href', `tel:${site.emergencyPhone.tel}`);
  });

  it('shows the unit’s videos as a carousel of players, and its own site where it has them', () => {
    const withExtras: UnitEntry = {
      ...unit,
      videos: {
        heading: 'Videos',
        items: [
          { title: 'A tour', url: 'https://youtu.be/abcdefghijk' },
          { title: 'Elsewhere', url: 'https://vimeo.com/123456' },
        ],
      },
      externalSite: { label: 'Read More', url: 'https://example.org/' },
    };
    render(<UnitPage unit={withExtras} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Videos' })).toBeInTheDocument();
    const carousel = screen.getByRole('group', { name: 'Videos' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(
      within(carousel).getByRole('button', { name: 'Play video: A tour' }),
    ).toBeInTheDocument();
    // A link the site cannot embed keeps its card, with a link to watch it where it lives.
    expect(within(carousel).getByRole('link', { name: /Elsewhere/ })).toHaveAttribute(
      'href',
      'https://vimeo.com/123456',
    );
    expect(screen.getByRole('link', { name: /^Read More/ })).toHaveAttribute('target', '_blank');
  });
});
