import type { UnitEntry, UnitLink } from '@/content/units/types';
import { ferozepurUnit } from './amandeep-hospital-ferozepur';
import { gtRoadAmritsarUnit } from './amandeep-hospital-punjab';
import { medicityAmritsarUnit } from './amandeep-medicity-hospital-amritsar';
import { srinagarUnit } from './amandeep-medicity-srinagar';
import { pathankotUnit } from './best-hospital-in-pathankot';
import { tarnTaranUnit } from './best-hospital-in-tarn-taran';

/** The hospitals' pages in Punjabi, by their link. */
export const paUnits = Object.fromEntries(
  [
    gtRoadAmritsarUnit,
    medicityAmritsarUnit,
    pathankotUnit,
    tarnTaranUnit,
    ferozepurUnit,
    srinagarUnit,
  ].map((unit) => [unit.link, unit]),
) as Record<UnitLink, UnitEntry>;
