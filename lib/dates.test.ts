import { displayDate } from './dates';

describe('displayDate', () => {
  it('writes the day, the month in words and the year', () => {
    expect(displayDate('2026-03-16')).toBe('16 March 2026');
  });

  it('keeps the calendar day whatever the server time zone', () => {
    expect(displayDate('2025-12-31')).toBe('31 December 2025');
    expect(displayDate('2026-01-01')).toBe('1 January 2026');
  });
});
