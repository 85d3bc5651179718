import { formSuccessMessages } from '@/content/forms';
import { bookingWithDoctor } from '@/lib/booking/doctor-lookup';
import { handleFormPost } from '@/lib/forms/form-handler';
import { parseJsonObject } from '@/lib/forms/request-guard';
import { POST_ONLY } from '@/lib/method-not-allowed';
import { bookingSchema, type BookingValues } from '@/lib/validation/booking';

/**
 * The booking form (the bar's modal and /appointment). A booking from a doctor's card names its
 * doctor by slug: stored with the catalogue's name for it, or without it when the slug is unknown.
 */
export function POST(request: Request) {
  return handleFormPost({
    request,
    kind: 'appointment',
    contentType: 'application/json',
    readFields: async (body) => parseJsonObject(body),
    schema: bookingSchema,
    toSubmission: async (values) => ({
      payload: await bookingWithDoctor(values as BookingValues),
    }),
    successMessage: formSuccessMessages.appointment,
  });
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
