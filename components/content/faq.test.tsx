import { fireEvent, render, screen, within } from '@testing-library/react';
import type { FaqContent } from '@/content/blocks';
import { Faq } from './faq';

function faqOf(count: number, layout: FaqContent['layout']): FaqContent {
  return {
    heading: 'Common questions',
    layout,
    items: Array.from({ length: count }, (_, index) => ({
      question: `Question ${index + 1}?`,
      answer: [`Answer ${index + 1}.`],
    })),
  };
}

/** The questions of each column, as their buttons read. */
function columns() {
  const section = screen.getByRole('region', { name: 'Common questions' });
  const lists = section.querySelectorAll(':scope > div > div');
  return [...lists].map((list) =>
    within(list as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.textContent),
  );
}

describe('Faq', () => {
  it('is a section named by its heading, with every answer in the page', () => {
    render(<Faq faq={faqOf(3, 'single')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Common questions' })).toBeInTheDocument();
    for (const answer of ['Answer 1.', 'Answer 2.', 'Answer 3.'])
      expect(screen.getByText(answer)).not.toBeVisible();
  });

  it('puts the first three on the left and the next three on the right, numbered 1 to 6', () => {
    render(<Faq faq={faqOf(6, 'two-column')} />);
    expect(columns()).toEqual([
      ['1. Question 1?', '2. Question 2?', '3. Question 3?'],
      ['4. Question 4?', '5. Question 5?', '6. Question 6?'],
    ]);
  });

  it('gives the left column the extra question when the count is odd', () => {
    render(<Faq faq={faqOf(5, 'two-column')} />);
    expect(columns().map((column) => column.length)).toEqual([3, 2]);
  });

  it('keeps one answer open per column, each column on its own', () => {
    render(<Faq faq={faqOf(6, 'two-column')} />);
    const button = (name: string) => screen.getByRole('button', { name });
    fireEvent.click(button('1. Question 1?'));
    fireEvent.click(button('4. Question 4?'));
    expect(button('1. Question 1?')).toHaveAttribute('aria-expanded', 'true');
    expect(button('4. Question 4?')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button('2. Question 2?'));
    expect(button('1. Question 1?')).toHaveAttribute('aria-expanded', 'false');
    expect(button('4. Question 4?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer 2.')).toBeVisible();
  });

  it('in one column keeps one answer open in the whole list', () => {
    render(<Faq faq={faqOf(4, 'single')} />);
    expect(columns()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '1. Question 1?' }));
    fireEvent.click(screen.getByRole('button', { name: '4. Question 4?' }));
    expect(screen.getByRole('button', { name: '1. Question 1?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('takes an id, so two FAQs on one page do not clash', () => {
    render(<Faq faq={faqOf(2, 'single')} id="faq-fees" />);
    expect(screen.getByRole('region', { name: 'Common questions' })).toHaveAttribute(
      'id',
      'faq-fees',
    );
  });
});
