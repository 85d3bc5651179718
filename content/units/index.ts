import { gtRoadAmritsarUnit } from './amandeep-hospital-punjab';
import { ferozepurUnit } from './amandeep-hospital-ferozepur';
import { medicityAmritsarUnit } from './amandeep-medicity-hospital-amritsar';
import { srinagarUnit } from './amandeep-medicity-srinagar';
import { pathankotUnit } from './best-hospital-in-pathankot';
import { tarnTaranUnit } from './best-hospital-in-tarn-taran';
import { defineRegistry } from '@/content/registry';

const unitRegistry = defineRegistry(
  [
    gtRoadAmritsarUnit,
    medicityAmritsarUnit,
    pathankotUnit,
    tarnTaranUnit,
    ferozepurUnit,
    srinagarUnit,
  ],
  (unit) => unit.link,
);

/** Every unit page, in the order menus list them (the order of site.units). */
export const unitEntries = unitRegistry.entries;

/** The unit page at /our-hospitals/{link}, if there is one. */
export const getUnit = unitRegistry.get;
