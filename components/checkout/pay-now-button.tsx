'use client';

import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-link';
import { CHECKOUT_QUANTITY, checkoutRedirectLooksSafe } from '@/lib/checkout';

/** Pay Now: starts a checkout session and goes where it says; a failure is only logged (spec). */
export function PayNowButton() {
  const [pending, setPending] = useState(false);

  async function pay() {
    setPending(true);
    try {
      const response = await fetch('/api/create-checkout-session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ quantity: CHECKOUT_QUANTITY }),
      });
      const body = (await response.json().catch(() => null)) as { url?: unknown } | null;
      if (response.ok && typeof body?.url === 'string' && checkoutRedirectLooksSafe(body.url)) {
        window.location.assign(body.url);
        return;
      }
      console.error('Checkout: no usable session url in the response', response.status);
    } catch (error) {
      console.error('Checkout: the request failed', error);
    }
    setPending(false);
  }

  return (
    <button
      type="button"
      className={buttonClass('primary')}
      onClick={pay}
      disabled={pending}
      aria-busy={pending}
    >
      Pay Now
    </button>
  );
}
