import * as z from 'zod';

import { CHECKOUT_QUANTITY } from '../checkout';

export const checkoutSchema = z.object({
  quantity: z.literal(CHECKOUT_QUANTITY, { error: 'Quantity must be 1' }),
});

/** What a payment service answers when it creates a session: where to send the browser. */
export const checkoutSessionSchema = z.object({ url: z.string().trim().min(1) });
