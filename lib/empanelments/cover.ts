import { BRING_BY_KIND, STEPS_BY_SETTLEMENT, type CoverStatus } from '@/content/cover-checker';
import {
  EMPANELMENT_UNITS,
  governmentSchemes,
  privateInsurers,
  type EmpanelmentRow,
} from '@/content/empanelments-page';
import { site, type Unit } from '@/content/site';
import { slugify } from '@/lib/slug';

/** A scheme, insurer or TPA of the empanelment tables, with its own page's slug. */
export interface Cover extends EmpanelmentRow {
  slug: string;
}

/** A row's page: /empanelments/{slug}, from its name. */
export const coverSlug = (row: EmpanelmentRow) => slugify(row.name);

/** Every row of both tables, in their order: the government schemes, then insurers and TPAs. */
export const covers: readonly Cover[] = [...governmentSchemes, ...privateInsurers].map((row) => ({
  ...row,
  slug: coverSlug(row),
}));

const bySlug = new Map(covers.map((cover) => [cover.slug, cover]));

export function coverBySlug(slug: string): Cover | undefined {
  return bySlug.get(slug);
}

/** How the bill is settled where the row is on the panel. */
export function settlementOf(cover: EmpanelmentRow): 'cashless' | 'reimbursement' | 'concession' {
  if (cover.kind === 'hospital') return 'concession';
  return cover.settlement ?? 'cashless';
}

/** How the bill is settled at a hospital: off the panel, an insurer's patient can still claim. */
function statusAt(cover: EmpanelmentRow, empanelled: boolean): CoverStatus {
  if (empanelled) return settlementOf(cover);
  return cover.kind === 'insurer' || cover.kind === 'tpa' ? 'reimbursement' : 'not-accepted';
}

/** One of our hospitals and what a row means there. */
export interface HospitalCover {
  unit: Unit;
  empanelled: boolean;
  status: CoverStatus;
}

/** The six hospitals in the tables' order, each with what the row means there. */
export function coverAtHospitals(cover: EmpanelmentRow): HospitalCover[] {
  return EMPANELMENT_UNITS.map(({ key, unitId }) => {
    const unit = site.units.find((candidate) => candidate.id === unitId);
    if (!unit) throw new Error(`No hospital ${unitId} in content/site.ts`);
    return { unit, empanelled: cover[key], status: statusAt(cover, cover[key]) };
  });
}

/** The cities with a hospital, once each, in the tables' order. */
export const coverCities: readonly Unit['city'][] = [
  ...new Set(coverAtHospitals(governmentSchemes[0]!).map(({ unit }) => unit.city)),
];

/** A city's value in the checker's address: its name in lower case, hyphens for spaces. */
export const citySlug = (city: Unit['city']) => slugify(city);

export function cityBySlug(value: string | undefined): Unit['city'] | null {
  return coverCities.find((city) => citySlug(city) === value) ?? null;
}

/** The cities where the row is on a hospital's panel. */
export function empanelledCities(cover: EmpanelmentRow): Unit['city'][] {
  return [
    ...new Set(
      coverAtHospitals(cover)
        .filter((hospital) => hospital.empanelled)
        .map(({ unit }) => unit.city),
    ),
  ];
}

export function bringListOf(cover: EmpanelmentRow): readonly string[] {
  return cover.bring ?? BRING_BY_KIND[cover.kind];
}

export function stepsOf(cover: EmpanelmentRow): readonly string[] {
  return STEPS_BY_SETTLEMENT[settlementOf(cover)];
}
