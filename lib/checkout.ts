/** The checkout test flow always buys one (spec: quantity fixed at 1). */
export const CHECKOUT_QUANTITY = 1;
