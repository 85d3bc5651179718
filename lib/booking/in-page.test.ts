import { IN_PAGE_BOOKING_ATTRIBUTE, focusInPageBooking } from './in-page';

const scrollIntoView = jest.fn();

beforeAll(() => {
  // jsdom lays nothing out, so it has no scrollIntoView of its own.
  Element.prototype.scrollIntoView = scrollIntoView;
});

beforeEach(() => {
  scrollIntoView.mockClear();
  document.body.innerHTML = '';
});

describe("a page's own booking form", () => {
  it('is scrolled to, and its first field focused, skipping hidden inputs', () => {
    document.body.innerHTML = `
      <aside ${IN_PAGE_BOOKING_ATTRIBUTE}>
        <form>
          <input type="hidden" name="token" />
          <input name="name" aria-label="Patient Name" />
          <input name="phone" aria-label="Mobile number" />
        </form>
      </aside>`;
    expect(focusInPageBooking()).toBe(true);
    expect(document.activeElement).toHaveAttribute('name', 'name');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('is left alone on a page without one: the caller opens the dialog', () => {
    document.body.innerHTML = '<form><input name="q" /></form>';
    expect(focusInPageBooking()).toBe(false);
    expect(document.activeElement).toBe(document.body);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
