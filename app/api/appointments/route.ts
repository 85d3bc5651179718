import { formSuccessMessages } from '@/content/forms';
import { jsonFormPost } from '@/lib/forms/form-handler';
import { POST_ONLY } from '@/lib/method-not-allowed';
import { bookingSchema } from '@/lib/validation/booking';

/** The booking form (the bar's modal and /appointment). */
export function POST(request: Request) {
  return jsonFormPost(request, 'appointment', bookingSchema, formSuccessMessages.appointment);
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
