import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Award } from '@/lib/hospital-api/types';
import { AwardCard } from './award-card';

// jsdom has <dialog> but not its modal methods: these do what the browser does, close event included.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const award: Award = {
  id: 'a1',
  name: 'Quality Council Gold Rating for Infection Control in Dialysis',
  location: 'Medicity Amritsar',
  date: '2026-03-16',
  image: '/catalogue/awards/quality-council-gold-rating.svg',
};

describe('an award card', () => {
  it('shows the name, date and place, and opens the picture large from its image button', () => {
    render(<AwardCard award={award} />);
    expect(screen.getByRole('heading', { level: 3, name: award.name })).toBeInTheDocument();
    expect(screen.getByText('16 March 2026')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    const image = screen.getByRole('button', { name: `Enlarge: ${award.name}` });
    fireEvent.click(image);
    const dialog = screen.getByRole('dialog', { name: award.name });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('img', { name: award.name })).toHaveAttribute(
      'src',
      award.image,
    );
    expect(dialog).toHaveTextContent('16 March 2026');
    expect(dialog).toHaveTextContent('Medicity Amritsar');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(image).toHaveFocus();
  });

  it('opens again after closing', () => {
    render(<AwardCard award={award} />);
    const image = screen.getByRole('button', { name: `Enlarge: ${award.name}` });
    fireEvent.click(image);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(image);
    expect(screen.getByRole('dialog', { name: award.name })).toHaveAttribute('open');
  });

  it('without a picture, has no zoom button but still says what, when and where', () => {
    render(<AwardCard award={{ ...award, image: null }} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: award.name })).toBeInTheDocument();
    expect(screen.getByText('16 March 2026')).toBeInTheDocument();
    expect(screen.getByText(/Medicity Amritsar/)).toBeInTheDocument();
  });

  it('leaves out a date or a place the API did not give', () => {
    render(<AwardCard award={{ ...award, date: null, location: '' }} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('time')).toBeNull();
  });
});
