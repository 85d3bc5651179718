import { paymentPages } from '@/content/payment-pages';
import { successPath } from '@/content/routes';

/** The checkout test flow always buys one (spec: quantity fixed at 1). */
export const CHECKOUT_QUANTITY = 1;

export interface CheckoutOrderLine {
  item: string;
  detail: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** What Pay Now pays for: one wellness package (the only thing the test flow sells). */
export function checkoutOrder(): { lines: CheckoutOrderLine[]; total: number } {
  const { item, itemDetail, unitPrice } = paymentPages.checkout.order;
  const line = {
    item,
    detail: itemDetail,
    quantity: CHECKOUT_QUANTITY,
    unitPrice,
    lineTotal: unitPrice * CHECKOUT_QUANTITY,
  };
  return { lines: [line], total: line.lineTotal };
}

/** Where the local test session (no payment service configured) sends the browser. */
export const LOCAL_TEST_SESSION_URL = successPath;

/**
 * Whether the browser may be sent to a URL a payment service returned: the local test session,
 * or https on the payment host and nothing else (no `javascript:`, `data:`, `//elsewhere`, no
 * credentials in the URL). The route handler checks this with the configured host.
 */
export function checkoutRedirectAllowed(url: string, paymentHost: string | null): boolean {
  if (url === LOCAL_TEST_SESSION_URL) return true;
  if (!paymentHost) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' &&
    parsed.host === paymentHost.toLowerCase() &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

/**
 * The browser's own check before it leaves the page (it does not know the payment host): a path
 * on this site, or an https address.
 */
export function checkoutRedirectLooksSafe(url: string): boolean {
  if (/^\/(?![/\\])/.test(url)) return true;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
