import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useKeepFocusInside } from './use-keep-focus';

function Slides() {
  const rootRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  useKeepFocusInside(rootRef, prevRef, nextRef);
  return (
    <>
      <div ref={rootRef}>
        <div data-testid="track">
          <div className="swiper-slide swiper-slide-active">
            <button type="button">First award</button>
          </div>
          <div className="swiper-slide">
            <button type="button">Second award</button>
          </div>
        </div>
        <button ref={prevRef} type="button">
          Previous slide
        </button>
        <button ref={nextRef} type="button">
          Next slide
        </button>
      </div>
      <p>Text beside the carousel</p>
    </>
  );
}

/** As a looping carousel does: the slide holding the button goes to the other end of the track. */
async function moveToEnd(name: string) {
  const slide = screen.getByRole('button', { name }).parentElement!;
  await act(async () => {
    screen.getByTestId('track').append(slide);
    await Promise.resolve();
  });
}

describe('useKeepFocusInside', () => {
  it('gives focus back to a button whose slide the carousel moved', async () => {
    render(<Slides />);
    const second = screen.getByRole('button', { name: 'Second award' });
    act(() => second.focus());
    await moveToEnd('First award');
    expect(second).toHaveFocus();
    await moveToEnd('Second award');
    expect(second).toHaveFocus();
  });

  it('leaves focus where the visitor put it: after a press on the page, a move pulls nothing back', async () => {
    render(<Slides />);
    const second = screen.getByRole('button', { name: 'Second award' });
    act(() => second.focus());
    fireEvent.pointerDown(screen.getByText('Text beside the carousel'));
    act(() => second.blur());
    await moveToEnd('Second award');
    expect(document.body).toHaveFocus();
  });

  it('moves focus from an arrow the carousel disabled, pressed or not, to the other one', async () => {
    render(<Slides />);
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next slide' });
    act(() => next.focus());
    // Pressed again while it has focus: no focus event comes, and it still holds focus.
    fireEvent.pointerDown(next);
    await act(async () => {
      next.disabled = true;
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
  });
});
