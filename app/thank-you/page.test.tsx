import { render, screen } from '@testing-library/react';
import ThankYouPage from './page';

async function renderFor(params: Record<string, string>) {
  render(await ThankYouPage({ searchParams: Promise.resolve(params) }));
}

describe('/thank-you', () => {
  it('shows a booking its reference, when to expect the call and the appointments number', async () => {
    await renderFor({ ref: 'AH-7KQ2M9XD', kind: 'appointment' });
    expect(screen.getByText('Appointment requested')).toBeInTheDocument();
    expect(screen.getByText('AH-7KQ2M9XD')).toBeInTheDocument();
    expect(screen.getByText(/will call you, usually within a few hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 98154 00109' })).toHaveAttribute(
      'href',
      'tel:+919815400109',
    );
  });

  it('tells an applicant what HR does next, without the appointments number', async () => {
    await renderFor({ ref: 'AH-7KQ2M9XD', kind: 'career-application' });
    expect(screen.getByText(/HR reviews every CV/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+91 98154 00109' })).not.toBeInTheDocument();
  });

  it('says the generic words when the reference is malformed', async () => {
    await renderFor({ ref: 'AH-nope', kind: 'contact' });
    expect(screen.getByText(/medical experts will reach out/)).toBeInTheDocument();
    expect(screen.queryByText(/Your reference/)).not.toBeInTheDocument();
  });
});
