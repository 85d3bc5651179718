import * as z from 'zod';

/** The checkout test flow always buys one (spec: quantity fixed at 1). */
export const CHECKOUT_QUANTITY = 1;

export const checkoutSchema = z.object({ quantity: z.literal(CHECKOUT_QUANTITY, { error: 'Quantity must be 1' }) });

/** What a payment service answers when it creates a session: where to send the browser. */
export const checkoutSessionSchema = z.object({ url: z.string().trim().min(1) });
