import {
  FORM_READY,
  FORM_UNAVAILABLE,
  HELD_NOTICE,
  SUBMIT_HELD,
  SUBMIT_HELD_EVENT,
  type IslandElement,
} from './held-submit';
import { HOLD_EARLY_SUBMITS } from './hold-early-submit';

/** The wait before a held submit's notice shows, as the script has it. */
const NOTICE_AFTER_MS = 8000;

/** An island as the server renders it before its form hydrates: a form and a hidden notice. */
function renderIsland(): { island: IslandElement; form: HTMLFormElement; notice: HTMLElement } {
  document.body.innerHTML = `
    <div data-form-island="contact">
      <form action="/contact"><button type="submit">Send</button></form>
      <p ${HELD_NOTICE} hidden>Still loading</p>
    </div>`;
  return {
    island: document.querySelector<IslandElement>('[data-form-island]')!,
    form: document.querySelector('form')!,
    notice: document.querySelector<HTMLElement>(`[${HELD_NOTICE}]`)!,
  };
}

/** Submits as the browser does; true when the submit went ahead (nothing prevented it). */
const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('the inline script that holds early submits', () => {
  beforeAll(() => {
    // As the page runs it: the text alone, in the global scope, without the module around it.
    new Function(HOLD_EARLY_SUBMITS)();
  });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('holds a submit made before the form has hydrated, and tells the island', () => {
    const { island, form } = renderIsland();
    const told = jest.fn();
    island.addEventListener(SUBMIT_HELD_EVENT, told);

    expect(submit(form)).toBe(false);
    expect(island[SUBMIT_HELD]).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('leaves a hydrated form, and a form outside any island, to themselves', () => {
    const { island, form } = renderIsland();
    island[FORM_READY] = true;
    expect(submit(form)).toBe(true);
    expect(island[SUBMIT_HELD]).toBeUndefined();

    const loose = document.createElement('form');
    document.body.append(loose);
    expect(submit(loose)).toBe(true);
  });

  it('shows the notice when a held submit has waited too long', () => {
    const { form, notice } = renderIsland();
    submit(form);
    jest.advanceTimersByTime(NOTICE_AFTER_MS - 1);
    expect(notice.hidden).toBe(true);
    jest.advanceTimersByTime(1);
    expect(notice.hidden).toBe(false);
  });

  it('keeps the notice hidden when the form hydrated or failed to load meanwhile', () => {
    for (const outcome of [FORM_READY, FORM_UNAVAILABLE] as const) {
      const { island, form, notice } = renderIsland();
      submit(form);
      island[outcome] = true;
      jest.advanceTimersByTime(NOTICE_AFTER_MS);
      expect(notice.hidden).toBe(true);
    }
  });

  it('waits once for the notice however often the visitor submits', () => {
    const { form } = renderIsland();
    submit(form);
    submit(form);
    expect(jest.getTimerCount()).toBe(1);
  });
});
