import { fireEvent, render, screen } from '@testing-library/react';
import { PresentationsPanel } from './presentations-panel';

const presentations = [
  { id: 'a', title: 'Knee talk', details: 'About knees.' },
  { id: 'b', title: 'Spine talk', details: 'About spines.' },
  { id: 'c', title: 'Heart talk', details: 'About hearts.' },
];

const expanded = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true');

describe('PresentationsPanel', () => {
  it('is a named, focusable scrolling region with the first talk open', () => {
    render(<PresentationsPanel label="Conference presentations" presentations={presentations} />);
    const region = screen.getByRole('region', { name: 'Conference presentations' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(expanded().map((button) => button.textContent)).toEqual(['Knee talk']);
    expect(screen.getByText('About knees.')).toBeVisible();
  });

  it('keeps one talk open at a time, and closes the open one when pressed again', () => {
    render(<PresentationsPanel label="Conference presentations" presentations={presentations} />);
    fireEvent.click(screen.getByRole('button', { name: 'Spine talk' }));
    expect(expanded().map((button) => button.textContent)).toEqual(['Spine talk']);
    expect(screen.getByText('About knees.')).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Heart talk' }));
    expect(expanded().map((button) => button.textContent)).toEqual(['Heart talk']);
    fireEvent.click(screen.getByRole('button', { name: 'Heart talk' }));
    expect(expanded()).toHaveLength(0);
  });
});
