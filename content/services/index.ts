import { bloodBankService } from './blood-bank';
import type { ServiceEntry } from './types';

/** Every service page, in the order menus list them. */
export const serviceEntries: readonly ServiceEntry[] = [bloodBankService];

/** The service pages keyed by their slug. */
export const services: ReadonlyMap<string, ServiceEntry> = new Map(
  serviceEntries.map((service) => [service.slug, service]),
);

/** The service page at /{slug}, if there is one. */
export function getService(slug: string): ServiceEntry | undefined {
  return services.get(slug);
}
