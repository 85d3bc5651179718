import { formSuccessMessages } from '@/content/forms';
import { jsonFormPost } from '@/lib/forms/form-handler';
import { POST_ONLY } from '@/lib/method-not-allowed';
import { CALLBACK_MESSAGE, callbackSchema } from '@/lib/validation/callback';

/** The Request a Call popup; its message is always the word "connect". */
export function POST(request: Request) {
  return jsonFormPost(request, 'callback', callbackSchema, formSuccessMessages.callback, {
    message: CALLBACK_MESSAGE,
  });
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
