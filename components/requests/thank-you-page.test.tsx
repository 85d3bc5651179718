import { render, screen } from '@testing-library/react';
import type { Locale } from '@/lib/i18n/locales';
import { ThankYouPage } from './thank-you-page';

async function renderFor(params: Record<string, string>, locale: Locale = 'en') {
  render(await ThankYouPage({ locale, searchParams: Promise.resolve(params) }));
}

const SPEC_SENTENCE = 'One of our medical experts will reach out to you shortly.';

describe('/thank-you', () => {
  it('shows a booking the spec sentence, then its reference, when to expect the call and the appointments number', async () => {
    await renderFor({ ref: 'AH-7KQ2M9XD', kind: 'appointment' });
    expect(screen.getByText('Appointment requested')).toBeInTheDocument();
    const lead = screen.getByText(/Your appointment request has reached us\./);
    expect(lead).toHaveTextContent(SPEC_SENTENCE);
    const reference = screen.getByText('AH-7KQ2M9XD');
    const nextStep = screen.getByText(/will call you, usually within a few hours/);
    // In reading order: the sentence, the reference, the next step.
    expect(lead.compareDocumentPosition(reference) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      reference.compareDocumentPosition(nextStep) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '+91 98154 00109' })).toHaveAttribute(
      'href',
      'tel:+919815400109',
    );
  });

  it.each(['doctor-appointment', 'callback', 'contact'])(
    'says the spec sentence for a %s request',
    async (kind) => {
      await renderFor({ ref: 'AH-7KQ2M9XD', kind });
      expect(screen.getByText(/has reached/)).toHaveTextContent(SPEC_SENTENCE);
    },
  );

  it('tells an applicant what HR does next, without a medical expert or the appointments number', async () => {
    await renderFor({ ref: 'AH-7KQ2M9XD', kind: 'career-application' });
    expect(screen.getByText(/HR reviews every CV/)).toBeInTheDocument();
    expect(screen.queryByText(/medical experts/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+91 98154 00109' })).not.toBeInTheDocument();
  });

  it.each([
    ['no parameters', {}],
    ['a malformed reference', { ref: 'AH-nope', kind: 'contact' }],
    ['an unknown kind', { ref: 'AH-7KQ2M9XD', kind: 'pizza' }],
  ])('with %s, thanks without claiming that a request arrived', async (_case, params) => {
    await renderFor(params);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank You!');
    expect(screen.queryByText(/reached us|received|medical experts/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/Your reference/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute(
      'href',
      '/appointment',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('says it all in Punjabi on /pa/thank-you, the reference as it is, a job application in English', async () => {
    await renderFor({ ref: 'AH-7KQ2M9XD', kind: 'appointment' }, 'pa');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/[\u0A00-\u0A7F]/);
    expect(screen.getByText('AH-7KQ2M9XD')).toBeInTheDocument();
    expect(screen.getByText(/ਰੈਫ਼ਰੈਂਸ/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ਮੁੱਖ ਪੰਨੇ/ })).toHaveAttribute('href', '/pa');
  });
});
