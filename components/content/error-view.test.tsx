import { fireEvent, render, screen } from '@testing-library/react';
import { status as hindi } from '@/content/i18n/hi/status';
import { status as punjabi } from '@/content/i18n/pa/status';
import { ErrorView } from './error-view';

describe('the error view', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['Punjabi', punjabi.error],
    ['Hindi', hindi.error],
  ])('says in %s that the page failed, and tries again on request', (_, words) => {
    const reset = jest.fn();
    render(<ErrorView error={new Error('upstream down')} reset={reset} words={words} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words.heading);
    fireEvent.click(screen.getByRole('button', { name: words.retryLabel }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(
      screen.getByRole('link', { name: `${words.callLabel}: +91 98154 00109` }),
    ).toHaveAttribute('href', 'tel:+919815400109');
  });
});
