const displayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An ISO date (YYYY-MM-DD) as people read it here: "16 March 2026". */
export function displayDate(isoDate: string): string {
  return displayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

// en-US: three letters for every month ("Sep"), where en-IN writes "Sept".
const badgeMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** An ISO date split for a calendar-style badge: { day: '20', month: 'May', year: '2026' }. */
export function dateBadgeParts(isoDate: string): { day: string; month: string; year: string } {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return {
    day: String(date.getUTCDate()),
    month: badgeMonth.format(date),
    year: String(date.getUTCFullYear()),
  };
}

/** Items with a date, newest first; undated items keep their order after the dated ones. */
export function newestFirst<T extends { date: string | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      if (a.item.date === b.item.date) return a.index - b.index;
      if (a.item.date === null) return 1;
      if (b.item.date === null) return -1;
      return a.item.date < b.item.date ? 1 : -1;
    })
    .map(({ item }) => item);
}
