import { cardiologyCentre } from './amandeep-centre-of-excellence-for-cardiology-and-cardiothoracic-surgery';
import { footWoundCareCentre } from './amandeep-center-of-excellence-advance-foot-wound-care-center';
import { burnTreatmentCentre } from './amandeep-centre-of-excellence-for-burn-treatment';
import { neuroSpineCentre } from './amandeep-centre-of-excellence-for-neuro-spine-surgery';
import { orthopaedicsCentre } from './amandeep-centre-of-excellence-for-orthopaedics-and-joint-replacement';
import { sportsInjuriesCentre } from './amandeep-centre-of-excellence-for-sports-injuries';
import { cleftLipPalateCentre } from './amandeep-centre-of-excellence-cleft-lip-Palate';
import { plasticSurgeryCentre } from './amandeep-centre-of-excellence-plastic-reconstructive-aesthetic-surgery';
import { thoracicSurgeryCentre } from './amandeep-centre-of-excellence-thoracic-surgery';
import { traumaCareCentre } from './amandeep-centre-of-excellence-trauma-care';
import { anaesthesiaDnbCentre } from './anesthesia-dnb-courses';
import { emergencyMedicineDnbCentre } from './emergency-medicine-dnb-courses';
import { plasticSurgeryDnbCentre } from './plastic-surgery-dnb-courses';
import { defineRegistry } from '@/content/registry';

const centreRegistry = defineRegistry(
  [
    orthopaedicsCentre,
    footWoundCareCentre,
    sportsInjuriesCentre,
    neuroSpineCentre,
    burnTreatmentCentre,
    cardiologyCentre,
    plasticSurgeryCentre,
    traumaCareCentre,
    thoracicSurgeryCentre,
    cleftLipPalateCentre,
    emergencyMedicineDnbCentre,
    anaesthesiaDnbCentre,
    plasticSurgeryDnbCentre,
  ],
  (centre) => centre.slug,
);

/**
 * Every centre-of-excellence and department page: the ten of the Centre of Excellence menu in
 * its order, then the three DNB course pages.
 */
export const centreEntries = centreRegistry.entries;

/** The centre pages' slugs, as the entries write them. */
export type CentreSlug = (typeof centreRegistry.keys)[number];

/** The centre page at /{slug}, if there is one. */
export const getCentre = centreRegistry.get;

export { centreAliases } from './aliases';
