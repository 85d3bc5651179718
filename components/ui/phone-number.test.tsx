import { render } from '@testing-library/react';
import { PhoneNumber } from './phone-number';

describe('a phone number', () => {
  it('is one box of text, as displayed', () => {
    const { container } = render(
      <a href="tel:+919815400108">
        Call now: <PhoneNumber phone={{ display: '+91 98154 00108' }} />
      </a>,
    );
    expect(container.textContent).toBe('Call now: +91 98154 00108');
    expect(container.querySelector('a > span')!.textContent).toBe('+91 98154 00108');
  });
});
