import { formSuccessMessages } from '@/content/forms';
import { jsonFormPost } from '@/lib/forms/form-handler';
import { contactSchema } from '@/lib/validation/contact';

/** The message form on /contact-us. */
export function POST(request: Request) {
  return jsonFormPost(request, 'contact', contactSchema, formSuccessMessages.contact);
}
