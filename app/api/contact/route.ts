import { formSuccessMessages } from '@/content/forms';
import { jsonFormPost } from '@/lib/forms/form-handler';
import { POST_ONLY } from '@/lib/method-not-allowed';
import { contactSchema } from '@/lib/validation/contact';

/** The message form on /contact-us. */
export function POST(request: Request) {
  return jsonFormPost(request, 'contact', contactSchema, formSuccessMessages.contact);
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
