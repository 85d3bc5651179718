import { formSuccessMessages } from '@/content/forms';
import { jsonFormPost } from '@/lib/forms/form-handler';
import { bookingSchema } from '@/lib/validation/booking';

/** The booking form (the bar's modal and /appointment). */
export function POST(request: Request) {
  return jsonFormPost(request, 'appointment', bookingSchema, formSuccessMessages.appointment);
}
