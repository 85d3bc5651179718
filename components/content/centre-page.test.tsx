import { fireEvent, render, screen, within } from '@testing-library/react';
import type { TabsBlock } from '@/content/blocks';
import { centreEntries, getCentre } from '@/content/centres';
import { describeContentRegistry } from '@/test-support/content-registry';
import { CentrePage } from './centre-page';

describeContentRegistry({
  family: 'centres',
  entries: centreEntries,
  slugOf: (centre) => centre.slug,
  lookup: getCentre,
  faqRequired: true,
  page: (centre) => ({
    ...centre,
    images: [centre.image],
    headings: [centre.about.heading, ...centre.sections.map((block) => block.heading)],
    blocks: centre.sections,
  }),
});

const centre = centreEntries[0]!;

describe('the centre page', () => {
  it('opens with the centre’s name as the one h1 and its speciality above the text', () => {
    render(<CentrePage centre={centre} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: centre.title })).toBeInTheDocument();
    expect(screen.getByText(centre.category)).toBeInTheDocument();
  });

  it('carries the service-centre template: USP cards, then a second heading and a row of images in its paragraphs', () => {
    const withTemplate = {
      ...centre,
      highlights: {
        heading: 'Why choose us',
        items: [
          { title: 'Open all night', text: 'The team is on call every night.' },
          { title: 'One plan', text: 'Two specialists decide together.' },
        ],
      },
      sections: [
        {
          kind: 'prose' as const,
          heading: 'Before your operation',
          paragraphs: ['Bring your reports.'],
          subheading: 'What to bring',
          points: ['Old prescriptions', 'Your medicines'],
          images: [centre.image, { ...centre.image, alt: 'A second picture' }],
        },
      ],
    };
    render(<CentrePage centre={withTemplate} />);
    const usp = screen.getByRole('region', { name: 'Why choose us' });
    expect(
      within(usp)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Open all night', 'One plan']);
    const section = screen.getByRole('region', { name: 'Before your operation' });
    const subheading = within(section).getByRole('heading', { level: 3, name: 'What to bring' });
    // The second heading introduces the points, after the paragraphs.
    expect(
      within(section).getByText('Bring your reports.').compareDocumentPosition(subheading),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).getAllByRole('img')).toHaveLength(2);
  });

  it('lists what the centre offers under its about heading', () => {
    render(<CentrePage centre={centre} />);
    const about = screen.getByRole('region', { name: centre.about.heading });
    for (const group of centre.about.groups)
      if (group.heading)
        expect(within(about).getByRole('heading', { level: 3, name: group.heading })).toBeVisible();
    const points = centre.about.groups.flatMap((group) => group.points);
    expect(within(about).getAllByRole('listitem')).toHaveLength(points.length);
  });

  it('shows one tab’s panel at a time, chosen by click or arrow keys', () => {
    render(<CentrePage centre={centre} />);
    const block = centre.sections.find((section): section is TabsBlock => section.kind === 'tabs')!;
    const tablist = screen.getByRole('tablist', { name: block.heading });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(block.tabs.map((tab) => tab.label));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(block.tabs[0]!.paragraphs[0]!);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(block.tabs[1]!.paragraphs[0]!);
  });

  it('splits its FAQ into two columns that each keep one answer open', () => {
    render(<CentrePage centre={centre} />);
    const section = screen.getByRole('region', { name: centre.faq.heading });
    const questions = within(section).getAllByRole('button');
    const half = Math.ceil(questions.length / 2);
    fireEvent.click(questions[0]!);
    fireEvent.click(questions[half]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[half]).toHaveAttribute('aria-expanded', 'true');
  });
});
