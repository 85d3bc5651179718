import { formSuccessMessages } from '@/content/forms';
import { jsonFormPost } from '@/lib/forms/form-handler';
import { POST_ONLY } from '@/lib/method-not-allowed';
import { doctorAppointmentSchema } from '@/lib/validation/doctor-appointment';

/** The appointment form beside a doctor's profile. */
export function POST(request: Request) {
  return jsonFormPost(
    request,
    'doctor-appointment',
    doctorAppointmentSchema,
    formSuccessMessages.doctorAppointment,
  );
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
