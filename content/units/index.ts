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

/**
 * How many of its doctors a hospital page shows before the link to all of them in the doctors
 * list. Every card's words travel twice (HTML and payload), about 0.4 KB gzip a doctor: a
 * translated page has its 30 KB for its own words, and an English page listing every doctor of a
 * large unit would pass it too (the sample catalogue's largest has 19, and shows them all).
 */
export const unitTeamShown = { english: 24, translated: 6 };
