import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { statutoryYears } from './statutory-reports';

const ALL_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The first `count` months of a year as periods, 'January 2025'… */
const monthsOf = (year: number, count = 12) =>
  ALL_MONTHS.slice(0, count).map((month) => `${month} ${year}`);

/**
 * The files the spec lists, read as monthly reports: "Jan-Feb 2025" is January and February,
 * "2024" every month of 2024, and GT Road's "Apr 2025" the April inside its "Jan-Apr 2025".
 */
const SPEC_FILES: Record<string, string[]> = {
  Pathankot: [...monthsOf(2025, 2), ...monthsOf(2024)],
  'GT Road ASR': [...monthsOf(2025, 4), 'April 2025', ...monthsOf(2024), ...monthsOf(2023)],
  'Mall Road ASR': [...monthsOf(2025, 5), ...monthsOf(2024)],
};

const reports = statutoryYears.flatMap((year) => year.cities.flatMap((city) => city.reports));

/** Entries as "City: Bio-Medical Waste Report Month Year", sorted, with no repeats. */
const titled = (entries: Iterable<string>) => [...new Set(entries)].sort();

describe('the statutory reports', () => {
  it('are grouped by year, 2025 to 2023, then by the six cities in the spec’s order', () => {
    expect(statutoryYears.map((year) => year.year)).toEqual([2025, 2024, 2023]);
    for (const year of statutoryYears)
      expect(year.cities.map((city) => city.label)).toEqual([
        'Ferozepur',
        'Srinagar',
        'Pathankot',
        'Tarn Taran',
        'GT Road ASR',
        'Mall Road ASR',
      ]);
  });

  it('list each month of the year under its spec title, Bio-Medical Waste Report {period}', () => {
    for (const year of statutoryYears)
      for (const city of year.cities)
        expect(city.reports.map((report) => report.title)).toEqual(
          ALL_MONTHS.map((month) => `Bio-Medical Waste Report ${month} ${year.year}`),
        );
  });

  it('have a file exactly where the spec lists one', () => {
    const withFiles = reports
      .filter((report) => report.file)
      .map((report) => `${report.city}: ${report.title}`);
    const expected = Object.entries(SPEC_FILES).flatMap(([city, periods]) =>
      periods.map((period) => `${city}: Bio-Medical Waste Report ${period}`),
    );
    expect(withFiles).toHaveLength(new Set(withFiles).size);
    expect(titled(withFiles)).toEqual(titled(expected));
  });

  it('point at PDFs that exist under public/, each a different file', () => {
    const files = reports.flatMap((report) => (report.file ? [report.file] : []));
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) {
      const bytes = readFileSync(join(process.cwd(), 'public', file));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(4096);
    }
  });
});
