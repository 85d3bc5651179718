/** @jest-environment node */
import { FALLBACK_WINDOW_SECONDS, fallbackWindowSeconds } from './fallback-window';

jest.mock('server-only', () => ({}));

describe('fallbackWindowSeconds', () => {
  it('keeps a page made from stand-in answers 30 s where the usual window is longer', () => {
    expect(fallbackWindowSeconds(300)).toBe(FALLBACK_WINDOW_SECONDS);
    expect(FALLBACK_WINDOW_SECONDS).toBe(30);
  });

  it('never keeps it longer than the usual window', () => {
    expect(fallbackWindowSeconds(5)).toBe(5);
  });

  it('keeps the 30 s when the data is not cached at all', () => {
    expect(fallbackWindowSeconds(0)).toBe(FALLBACK_WINDOW_SECONDS);
  });
});
