import 'server-only';
import { bookingDoctorSlug } from './doctor-slug';
import { messageNamingDoctor } from './doctor';
import { getDoctorBySlug, orFallback, type Doctor } from '@/lib/hospital-api';
import { settleWithin } from '@/lib/settle-within';

/**
 * The catalogue's doctor for a slug an address or a booking carries, or null: for a value that
 * cannot be a slug, a slug the catalogue does not know, or when the catalogue cannot say.
 */
export async function findBookingDoctor(value: unknown): Promise<Doctor | null> {
  const slug = bookingDoctorSlug(value);
  return slug ? orFallback(getDoctorBySlug(slug), null) : null;
}

/** How long a booking waits for the catalogue to name its doctor before it is stored without. */
const DOCTOR_LOOKUP_MS = 3000;

/**
 * A valid booking as it is stored: a doctor the catalogue knows is named (doctorname, doctorSlug,
 * and the message), any other slug is left out. The booking is never held up for long, nor
 * refused, over its doctor.
 */
export async function bookingWithDoctor<Values extends { message: string; doctor?: string }>(
  values: Values,
): Promise<Omit<Values, 'doctor'> & { doctorname?: string; doctorSlug?: string }> {
  const { doctor: slug, ...rest } = values;
  const doctor = await settleWithin(() => findBookingDoctor(slug), DOCTOR_LOOKUP_MS, null);
  if (!doctor) return rest;
  return {
    ...rest,
    message: messageNamingDoctor(rest.message, doctor.name),
    doctorname: doctor.name,
    doctorSlug: doctor.slug,
  };
}
