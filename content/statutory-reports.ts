import { site, type Unit } from '@/content/site';

export type ReportYear = 2025 | 2024 | 2023;

/** One month's Bio-Medical Waste Report of one unit; `file` only where it has been published. */
export interface StatutoryReport {
  year: ReportYear;
  /** The unit's city as the page names it, e.g. 'GT Road ASR'. */
  city: string;
  /** 'January 2025'. */
  period: string;
  /** 'Bio-Medical Waste Report January 2025'. */
  title: string;
  /** The PDF under public/, e.g. '/documents/statutory/pathankot-2025-01.pdf'. */
  file?: string;
}

export interface StatutoryCity {
  id: Unit['id'];
  /** The name the accordion shows. */
  label: string;
  /** The unit's full name and address, for the reports themselves. */
  unitName: string;
  address: string;
  reports: readonly StatutoryReport[];
}

export interface StatutoryYear {
  year: ReportYear;
  cities: readonly StatutoryCity[];
}

const MONTHS = [
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
] as const;

/** The cities in the spec's order, each with its unit in content/site.ts. */
const CITIES: readonly { id: Unit['id']; label: string }[] = [
  { id: 'ferozepur', label: 'Ferozepur' },
  { id: 'srinagar', label: 'Srinagar' },
  { id: 'pathankot', label: 'Pathankot' },
  { id: 'tarn-taran', label: 'Tarn Taran' },
  { id: 'amritsar-gt-road', label: 'GT Road ASR' },
  { id: 'amritsar-medicity', label: 'Mall Road ASR' },
];

const YEARS: readonly ReportYear[] = [2025, 2024, 2023];

/**
 * How many months, counted from January, have a published file. We read the spec's list as
 * monthly reports: "Jan-Feb 2025" is January and February 2025, "2024" all twelve months. Every
 * range it names starts in January, so a count is enough. GT Road's "Apr 2025", named beside
 * "Jan-Apr 2025", is the April entry already inside that range.
 */
const PUBLISHED_MONTHS: Record<ReportYear, Partial<Record<Unit['id'], number>>> = {
  2025: { pathankot: 2, 'amritsar-gt-road': 4, 'amritsar-medicity': 5 },
  2024: { pathankot: 12, 'amritsar-gt-road': 12, 'amritsar-medicity': 12 },
  2023: { 'amritsar-gt-road': 12 },
};

function unitOf(id: Unit['id']): Unit {
  const unit = site.units.find((candidate) => candidate.id === id);
  if (!unit) throw new Error(`No unit ${id} in content/site.ts`);
  return unit;
}

function reportsOf(year: ReportYear, city: (typeof CITIES)[number]): StatutoryReport[] {
  const published = PUBLISHED_MONTHS[year][city.id] ?? 0;
  return MONTHS.map((month, index) => {
    const period = `${month} ${year}`;
    const number = String(index + 1).padStart(2, '0');
    return {
      year,
      city: city.label,
      period,
      title: `Bio-Medical Waste Report ${period}`,
      ...(index < published
        ? { file: `/documents/statutory/${city.id}-${year}-${number}.pdf` }
        : {}),
    };
  });
}

/** Every year, newest first; in each, every city in the spec's order with its twelve months. */
export const statutoryYears: readonly StatutoryYear[] = YEARS.map((year) => ({
  year,
  cities: CITIES.map((city) => ({
    id: city.id,
    label: city.label,
    unitName: unitOf(city.id).name,
    address: unitOf(city.id).address,
    reports: reportsOf(year, city),
  })),
}));

export const statutoryReportsPage = {
  title: 'Statutory Monthly Report',
  metaTitle: 'Statutory Monthly Report: Bio-Medical Waste',
  metaDescription: `Monthly Bio-Medical Waste Reports of the ${site.brand} units for 2023 to 2025, by year and city, as PDF files to read or download.`,
  lead: 'Every month each of our hospitals records how much bio-medical waste it produced and handed over for safe treatment. The reports we have published are here, by year and by city.',
  intro: {
    heading: 'What these reports are',
    paragraphs: [
      'Under the Bio-Medical Waste Management Rules, 2016, every hospital must separate its waste at source into colour-coded categories, hand it to an authorised common treatment facility, and publish a monthly record on its website.',
      'Each report gives, for one hospital and one month, the weight of waste in each category and the facility that collected it. Open a year, then a city, to see its months.',
    ],
    categoriesHeading: 'The four categories',
    categories: [
      {
        colour: 'yellow',
        name: 'Yellow',
        detail: 'Anatomical and soiled waste, expired medicines',
      },
      {
        colour: 'red',
        name: 'Red',
        detail: 'Contaminated recyclable plastics: tubing, bottles, gloves',
      },
      { colour: 'white', name: 'White', detail: 'Sharps: needles, blades and scalpels' },
      { colour: 'blue', name: 'Blue', detail: 'Glassware and metallic implants' },
    ],
  },
  labels: {
    download: 'Download PDF',
    /** Read after "Download PDF" by screen readers, naming the file it opens. */
    downloadDetail: (report: StatutoryReport, unit: string) =>
      `of ${report.title}, ${unit} (opens in a new tab)`,
    notPublished: 'Not yet published',
    yearPublished: (count: number) =>
      count === 0
        ? 'No reports published for this year yet'
        : `${count} reports published for this year. Choose a city to see its months.`,
    cityPublished: (count: number, total: number) =>
      count === 0
        ? 'No reports published for this city and year yet'
        : `${count} of ${total} months published`,
  },
  questions: {
    heading: 'Questions about a report',
    text: 'For a copy of a report not yet published here, or a question about our waste handling, write to the unit concerned or call us.',
    email: site.units.find((unit) => unit.id === 'amritsar-gt-road')!.email,
    phone: site.appointmentPhone,
  },
} as const;
