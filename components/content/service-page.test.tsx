import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AccordionBlock, TableBlock } from '@/content/blocks';
import { getService, serviceEntries } from '@/content/services';
import { site } from '@/content/site';
import { describeContentRegistry } from '@/test-support/content-registry';
import { ServicePage } from './service-page';

describeContentRegistry({
  family: 'services',
  entries: serviceEntries,
  slugOf: (service) => service.slug,
  lookup: getService,
  faqRequired: true,
  page: (service) => ({
    ...service,
    images: [service.banner],
    headings: [
      ...(service.highlights ? [service.highlights.heading] : []),
      ...service.sections.map((block) => block.heading),
    ],
    blocks: service.sections,
  }),
});

const service = serviceEntries[0]!;

describe('the service page', () => {
  it('opens with the service’s name as the one h1 and its banner', () => {
    render(<ServicePage service={service} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: service.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: service.banner.alt })).toBeInTheDocument();
  });

  it('names its reasons to choose it, each as a card heading', () => {
    render(<ServicePage service={service} />);
    const highlights = service.highlights!;
    const section = screen.getByRole('region', { name: highlights.heading });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(highlights.items.map((item) => item.title));
  });

  it('draws its table with column headers and a header for each row', () => {
    render(<ServicePage service={service} />);
    const block = service.sections.find(
      (section): section is TableBlock => section.kind === 'table',
    )!;
    const table = screen.getByRole('table', { name: block.caption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(block.columns.map((column) => column.label));
    for (const header of within(table).getAllByRole('columnheader'))
      expect(header).toHaveAttribute('scope', 'col');
    for (const header of within(table).getAllByRole('rowheader'))
      expect(header).toHaveAttribute('scope', 'row');
  });

  it('opens its steps one at a time, with the answers already in the page', () => {
    render(<ServicePage service={service} />);
    const block = service.sections.find(
      (section): section is AccordionBlock => section.kind === 'accordion',
    )!;
    const section = screen.getByRole('region', { name: block.heading });
    const [first, second] = within(section).getAllByRole('button');
    const firstPanel = document.getElementById(first!.getAttribute('aria-controls')!)!;
    expect(firstPanel).not.toBeVisible();
    expect(firstPanel).toHaveTextContent(block.items[0]!.paragraphs[0]!);
    fireEvent.click(first!);
    expect(firstPanel).toBeVisible();
    fireEvent.click(second!);
    expect(firstPanel).not.toBeVisible();
  });

  it('numbers its FAQ questions in reading order', () => {
    render(<ServicePage service={service} />);
    const section = screen.getByRole('region', { name: service.faq.heading });
    const names = within(section)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(service.faq.items.map((item, index) => `${index + 1}. ${item.question}`));
  });

  it('closes on the number to call', () => {
    render(<ServicePage service={service} />);
    const phone =
      service.callToAction.phone === 'emergency' ? site.emergencyPhone : site.appointmentPhone;
    expect(
      screen.getByRole('heading', { level: 2, name: service.callToAction.heading }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Call ${phone.purpose.toLowerCase()} ${phone.display}` }),
    ).toHaveAttribute('href', `tel:${phone.tel}`);
    expect(screen.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
      'href',
      '/appointment',
    );
  });

  it("offers the insurance page's own next step, the cover checker, in place of booking", () => {
    render(<ServicePage service={getService('insurance-&-tpa')!} />);
    expect(screen.getByRole('link', { name: 'Am I covered here?' })).toHaveAttribute(
      'href',
      '/empanelments/check',
    );
    expect(screen.queryByRole('link', { name: 'Book an appointment' })).toBeNull();
  });
});
