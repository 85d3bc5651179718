import {
  LOCAL_TEST_SESSION_URL,
  checkoutRedirectAllowed,
  checkoutOrder,
  checkoutRedirectLooksSafe,
} from './checkout';

const hostile = [
  'javascript:alert(document.cookie)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/steal',
  '/\\evil.example',
  'http://pay.example.com/session/1',
  'https://evil.example/session/1',
  'https://pay.example.com.evil.example/session/1',
  'https://user:pass@pay.example.com/session/1',
  'not a url',
  '',
];

describe('where a checkout session may send the browser', () => {
  it('is the local test session, or https on the payment host', () => {
    expect(checkoutRedirectAllowed(LOCAL_TEST_SESSION_URL, null)).toBe(true);
    expect(checkoutRedirectAllowed('https://pay.example.com/session/1', 'pay.example.com')).toBe(
      true,
    );
    expect(checkoutRedirectAllowed('https://PAY.example.com/s', 'pay.example.com')).toBe(true);
  });

  it.each(hostile)('is never %j', (url) => {
    expect(checkoutRedirectAllowed(url, 'pay.example.com')).toBe(false);
  });

  it('is nowhere but the test session when no payment host is configured', () => {
    expect(checkoutRedirectAllowed('https://pay.example.com/session/1', null)).toBe(false);
  });

  it('is checked again in the browser: a path here or an https address', () => {
    expect(checkoutRedirectLooksSafe('/success')).toBe(true);
    expect(checkoutRedirectLooksSafe('https://pay.example.com/session/1')).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'http://pay.example.com',
    ]) {
      expect(checkoutRedirectLooksSafe(url)).toBe(false);
    }
  });
});

describe('the checkout order', () => {
  it('is one wellness package at ₹2,499, quantity 1, the total its price', () => {
    const order = checkoutOrder();
    expect(order.lines).toEqual([
      expect.objectContaining({ item: 'Wellness package', quantity: 1, unitPrice: 2499 }),
    ]);
    expect(order.total).toBe(2499);
  });
});
