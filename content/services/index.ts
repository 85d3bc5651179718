import { admissionsService } from './admissions';
import { ambulanceService } from './ambulance-services';
import { billingInfoService } from './billing-info';
import { bloodBankService } from './blood-bank';
import { hbotService } from './hbot';
import { insuranceAndTpaService } from './insurance-and-tpa';
import { opdClinicsService } from './opd-clinics';
import { pathologyService } from './pathology';
import { physiotherapyService } from './physiotherapy';
import { postDischargeCareService } from './post-discharge-care';
import { radiologyService } from './radiology';
import { defineRegistry } from '@/content/registry';

const serviceRegistry = defineRegistry(
  [
    ambulanceService,
    radiologyService,
    pathologyService,
    physiotherapyService,
    bloodBankService,
    hbotService,
    insuranceAndTpaService,
    billingInfoService,
    postDischargeCareService,
    admissionsService,
    opdClinicsService,
  ],
  (service) => service.slug,
);

/** Every service page, in the order the sitemap lists them (each menu places its own). */
export const serviceEntries = serviceRegistry.entries;

/** The service pages' slugs, as the entries write them. */
export type ServiceSlug = (typeof serviceRegistry.keys)[number];

/** The service page at /{slug}, if there is one. */
export const getService = serviceRegistry.get;
