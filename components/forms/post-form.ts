import type { FormResponse } from '@/lib/forms/form-response';
import { REQUEST_KEY_HEADER } from '@/lib/forms/request-key';
import { languageTag } from '@/lib/i18n/locales';

/** Pauses before each resend when no answer from the handler arrived. */
const RESEND_DELAYS_MS = [800, 1600];

const NO_ANSWER: FormResponse = { success: false, errorMessage: '' };

async function postOnce(
  url: string,
  body: Record<string, unknown> | FormData,
  requestKey: string,
  language: string,
): Promise<FormResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        [REQUEST_KEY_HEADER]: requestKey,
        // The page's language, for an answer given before the body is read (a rate limit).
        'content-language': language,
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    return NO_ANSWER;
  }
  try {
    const json = (await response.json()) as FormResponse;
    if (response.ok && json.success) return json;
    if (!json.success && typeof json.errorMessage === 'string') return json;
  } catch {
    // fall through: not the handler's JSON (a proxy's error page, say)
  }
  return NO_ANSWER;
}

/**
 * Sends a form to its route handler. Never throws: a refusal comes back as the handler's own
 * FormFailure. When no answer from the handler arrived (network, a proxy's error page) it sends
 * the same request again, twice at most: the request key makes a copy that did reach the store
 * answer with the first one's reference. Then the failure has an empty errorMessage and each form
 * shows its own words (spec).
 */
export async function postForm(
  url: string,
  body: Record<string, unknown> | FormData,
  requestKey: string,
  language: string = languageTag.en,
): Promise<FormResponse> {
  let answer = await postOnce(url, body, requestKey, language);
  for (const delay of RESEND_DELAYS_MS) {
    if (answer.success || answer.errorMessage !== '') return answer;
    await new Promise((resolve) => setTimeout(resolve, delay));
    answer = await postOnce(url, body, requestKey, language);
  }
  return answer;
}
