import { fireEvent, render, screen, within } from '@testing-library/react';
import { Tabs } from './tabs';

const tabs = [
  { label: 'Superficial', panel: <p>Red and painful.</p> },
  { label: 'Partial thickness', panel: <p>Blisters.</p> },
  { label: 'Full thickness', panel: <p>White or charred.</p> },
];

function renderTabs(initialIndex?: number) {
  render(<Tabs label="How deep is a burn?" tabs={tabs} initialIndex={initialIndex} />);
  return within(screen.getByRole('tablist', { name: 'How deep is a burn?' })).getAllByRole('tab');
}

function expectSelected(all: HTMLElement[], index: number) {
  all.forEach((tab, position) => {
    expect(tab).toHaveAttribute('aria-selected', String(position === index));
    expect(tab).toHaveAttribute('tabindex', position === index ? '0' : '-1');
  });
  expect(all[index]).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(tabs[index]!.label);
}

describe('Tabs', () => {
  it('shows the first tab’s panel, labelled by its tab, and keeps the others in the page', () => {
    const all = renderTabs();
    expect(all[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('id', all[0]!.getAttribute('aria-controls'));
    expect(panel).toHaveAccessibleName('Superficial');
    expect(panel).toHaveTextContent('Red and painful.');
    expect(screen.getByText('Blisters.')).not.toBeVisible();
  });

  it('puts only the chosen tab in the Tab order', () => {
    const all = renderTabs(1);
    expect(all.map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
  });

  it('moves with the arrow keys, wrapping at both ends', () => {
    const all = renderTabs();
    fireEvent.keyDown(all[0]!, { key: 'ArrowRight' });
    expectSelected(all, 1);
    fireEvent.keyDown(all[1]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(all[0]!, { key: 'ArrowLeft' });
    expectSelected(all, 2);
    fireEvent.keyDown(all[2]!, { key: 'ArrowRight' });
    expectSelected(all, 0);
  });

  it('jumps to the ends with Home and End', () => {
    const all = renderTabs(1);
    fireEvent.keyDown(all[1]!, { key: 'End' });
    expectSelected(all, 2);
    fireEvent.keyDown(all[2]!, { key: 'Home' });
    expectSelected(all, 0);
  });

  it('switches on click and leaves other keys alone', () => {
    const all = renderTabs();
    fireEvent.click(all[2]!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('White or charred.');
    fireEvent.keyDown(all[2]!, { key: 'a' });
    expect(all[2]).toHaveAttribute('aria-selected', 'true');
  });
});
