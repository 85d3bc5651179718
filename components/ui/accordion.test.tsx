import { fireEvent, render, screen } from '@testing-library/react';
import { Accordion } from './accordion';

const items = [
  { title: 'Registration', content: <p>Bring a photo identity.</p> },
  { title: 'Health check', content: <p>A doctor checks your pulse.</p> },
  { title: 'Donation', content: <p>It takes about ten minutes.</p> },
];

function panelOf(button: HTMLElement) {
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

describe('Accordion', () => {
  it('is a heading with a disclosure button per item, its panel in the page but hidden', () => {
    render(<Accordion items={items} headingLevel={4} />);
    const button = screen.getByRole('button', { name: 'Registration' });
    expect(button.closest('h4')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).toHaveTextContent('Bring a photo identity.');
    expect(panelOf(button)).not.toBeVisible();
  });

  it('opens an item on click and closes it on a second click', () => {
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'Health check' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(button)).toBeVisible();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
  });

  it('keeps one item open at a time by default', () => {
    render(<Accordion items={items} />);
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(first!);
    fireEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets several stay open when asked to', () => {
    render(<Accordion items={items} expand="many" />);
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(first!);
    fireEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('can start with an item open', () => {
    render(<Accordion items={items} initiallyOpen={[0]} />);
    expect(screen.getByRole('button', { name: 'Registration' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('Bring a photo identity.')).toBeVisible();
  });

  it('numbers the titles from the number it is given', () => {
    render(<Accordion items={items} numberFrom={4} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '4. Registration',
      '5. Health check',
      '6. Donation',
    ]);
  });

  it('gives each button and panel ids of their own', () => {
    render(
      <>
        <Accordion items={items} />
        <Accordion items={items} />
      </>,
    );
    const controlled = screen.getAllByRole('button').map((b) => b.getAttribute('aria-controls'));
    expect(new Set(controlled).size).toBe(controlled.length);
  });
});
