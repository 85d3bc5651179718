export const CACHE_STORE: unique symbol;
