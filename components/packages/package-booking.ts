import { packagesPage, type WellnessPackage } from '@/content/packages-page';
import { appointmentWithMessage } from '@/content/routes';
import { formatRupees } from '@/content/rupees';

/** A package's price as the card shows it: "₹2,499". */
export const packagePrice = (pkg: Pick<WellnessPackage, 'price'>) => formatRupees(pkg.price);

/** What the booking form says when a visitor books this package. */
export const packageBookingMessage = (pkg: WellnessPackage) =>
  packagesPage.bookingMessage(pkg.packageName, packagePrice(pkg));

/** Where BOOK NOW leads without JavaScript: the appointment form with that message written. */
export const packageLink = (pkg: WellnessPackage) =>
  appointmentWithMessage(packageBookingMessage(pkg));
