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
import type { ServiceEntry } from './types';

/** Every service page, in the order menus list them. */
export const serviceEntries: readonly ServiceEntry[] = [
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
];

/** The service pages keyed by their slug. */
export const services: ReadonlyMap<string, ServiceEntry> = new Map(
  serviceEntries.map((service) => [service.slug, service]),
);

/** The service page at /{slug}, if there is one. */
export function getService(slug: string): ServiceEntry | undefined {
  return services.get(slug);
}
