import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Accordion } from './accordion';
import { EARLY_PRESS, replayEarlyPress, type PressElement } from './early-press';
import { HOLD_EARLY_PRESSES } from './hold-early-press';

/** A button as the server renders it, with a word inside it as a press's target. */
function serverButton(): PressElement {
  document.body.innerHTML = '<button type="button"><span>Visiting hours</span></button>';
  return document.querySelector<PressElement>('button')!;
}

/** Counts the presses the island's own handler receives once it is live. */
function hydrate(button: PressElement): jest.Mock {
  const handler = jest.fn();
  button.addEventListener('click', handler);
  replayEarlyPress(button);
  return handler;
}

describe('a press before the page has hydrated', () => {
  beforeAll(() => {
    // As the page runs it: the text alone, in the global scope, without the module around it.
    new Function(HOLD_EARLY_PRESSES)();
  });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('is kept on the button and replayed once the button is live', () => {
    const button = serverButton();
    button.querySelector('span')!.click();

    const handler = hydrate(button);
    expect(handler).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(button[EARLY_PRESS]).toBeUndefined();
  });

  it('is replayed once however many times it was pressed, as one press that finally works', () => {
    const button = serverButton();
    button.click();
    button.click();

    const handler = hydrate(button);
    jest.runAllTimers();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('is not replayed when the press is the one that hydrated the island: React delivers it', () => {
    const button = serverButton();
    // React hydrates a pressed island at once and then hands it the same press, still in flight.
    let handler: jest.Mock | undefined;
    button.addEventListener('click', () => (handler ??= hydrate(button)), { once: true });
    button.click();

    jest.runAllTimers();
    expect(handler).not.toHaveBeenCalled();
  });

  it('leaves a live button, and a press on no button, alone', () => {
    const button = serverButton();
    const handler = hydrate(button);
    button.click();
    document.body.click();

    jest.runAllTimers();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(button[EARLY_PRESS]).toBeUndefined();
  });

  it('is not replayed on a button gone from the page', () => {
    const button = serverButton();
    button.click();
    const handler = hydrate(button);
    button.remove();

    jest.runAllTimers();
    expect(handler).not.toHaveBeenCalled();
  });

  it('opens an FAQ question pressed in the server-rendered page, once it hydrates', () => {
    const items = [
      { title: 'Can I visit after 8 pm?', content: <p>Only in the ICU family room.</p> },
      { title: 'Is there parking?', content: <p>Yes, beside the main gate.</p> },
    ];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Accordion items={items} />);
    document.body.append(container);
    const [, second] = container.querySelectorAll('button');
    second!.click();
    expect(second).toHaveAttribute('aria-expanded', 'false');

    render(<Accordion items={items} />, { container, hydrate: true });
    act(() => jest.runAllTimers());
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(second!.getAttribute('aria-controls')!)).toBeVisible();
  });
});
