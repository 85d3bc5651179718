/** No 0/O, 1/I/L or U: a reference is read aloud over the phone and typed back by staff. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PREFIX = 'AH-';
