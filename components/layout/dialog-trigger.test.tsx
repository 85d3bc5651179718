import { fireEvent, render, screen } from '@testing-library/react';
import { IN_PAGE_BOOKING_ATTRIBUTE } from '@/lib/booking/in-page';
import { DialogTrigger } from './dialog-trigger';
import { openSiteDialog } from './site-dialog-events';

jest.mock('./site-dialog-events', () => ({ openSiteDialog: jest.fn() }));

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => jest.mocked(openSiteDialog).mockClear());

function renderPage({ withDoctorForm }: { withDoctorForm: boolean }) {
  render(
    <>
      <DialogTrigger kind="booking" fallbackHref="/appointment">
        Book
      </DialogTrigger>
      <DialogTrigger kind="callback" fallbackHref="/contact-us">
        Call back
      </DialogTrigger>
      {withDoctorForm ? (
        <aside {...{ [IN_PAGE_BOOKING_ATTRIBUTE]: '' }}>
          <form aria-label="Book an appointment with Dr. Meera Sandhu">
            <input aria-label="Patient Name" />
          </form>
        </aside>
      ) : null}
    </>,
  );
}

describe('a Book link', () => {
  it("on a doctor's page, goes to the doctor's own form instead of the dialog", () => {
    renderPage({ withDoctorForm: true });
    fireEvent.click(screen.getByRole('link', { name: 'Book' }));
    expect(screen.getByLabelText('Patient Name')).toHaveFocus();
    expect(openSiteDialog).not.toHaveBeenCalled();
  });

  it('elsewhere, opens the booking dialog', () => {
    renderPage({ withDoctorForm: false });
    fireEvent.click(screen.getByRole('link', { name: 'Book' }));
    expect(openSiteDialog).toHaveBeenCalledWith('booking', undefined);
  });

  it('keeps its plain address for a visitor without JavaScript, or opening a new tab', () => {
    renderPage({ withDoctorForm: true });
    const link = screen.getByRole('link', { name: 'Book' });
    expect(link).toHaveAttribute('href', '/appointment');
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.getByLabelText('Patient Name')).not.toHaveFocus();
  });

  it('leaves the callback dialog as it was', () => {
    renderPage({ withDoctorForm: true });
    fireEvent.click(screen.getByRole('link', { name: 'Call back' }));
    expect(openSiteDialog).toHaveBeenCalledWith('callback', undefined);
  });
});
