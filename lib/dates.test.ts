import { dateBadgeParts, displayDate, newestFirst } from './dates';

describe('displayDate', () => {
  it('writes the day, the month in words and the year', () => {
    expect(displayDate('2026-03-16')).toBe('16 March 2026');
  });

  it('keeps the calendar day whatever the server time zone', () => {
    expect(displayDate('2025-12-31')).toBe('31 December 2025');
    expect(displayDate('2026-01-01')).toBe('1 January 2026');
  });
});

describe('dateBadgeParts', () => {
  it('gives the day, a three-letter month and the year of the calendar day', () => {
    expect(dateBadgeParts('2026-05-20')).toEqual({ day: '20', month: 'May', year: '2026' });
    expect(dateBadgeParts('2025-09-01')).toEqual({ day: '1', month: 'Sep', year: '2025' });
    expect(dateBadgeParts('2025-12-31')).toEqual({ day: '31', month: 'Dec', year: '2025' });
  });
});

describe('newestFirst', () => {
  it('puts the latest date first and undated items last, in their order', () => {
    const items = [
      { id: 'a', date: '2025-01-09' },
      { id: 'b', date: null },
      { id: 'c', date: '2026-05-20' },
      { id: 'd', date: null },
      { id: 'e', date: '2025-07-02' },
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual(['c', 'e', 'a', 'b', 'd']);
  });

  it('keeps the given order for equal dates', () => {
    const items = [
      { id: 'a', date: '2025-01-01' },
      { id: 'b', date: '2025-01-01' },
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('does not change the list it is given', () => {
    const items = [{ date: '2024-01-01' }, { date: '2025-01-01' }];
    newestFirst(items);
    expect(items[0]!.date).toBe('2024-01-01');
  });
});
