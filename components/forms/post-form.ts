import type { FormResponse } from '@/lib/forms/form-response';

/**
 * Sends a form to its route handler. Never throws: a refusal comes back as the handler's own
 * FormFailure; when no answer from the handler arrived (network, a proxy's error page) the
 * failure has an empty errorMessage and each form shows its own words (spec).
 */
export async function postForm(
  url: string,
  body: Record<string, unknown> | FormData,
): Promise<FormResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: body instanceof FormData ? undefined : { 'content-type': 'application/json' },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    return { success: false, errorMessage: '' };
  }
  try {
    const json = (await response.json()) as FormResponse;
    if (response.ok && json.success) return json;
    if (!json.success && typeof json.errorMessage === 'string') return json;
  } catch {
    // fall through: not the handler's JSON (a proxy's error page, say)
  }
  return { success: false, errorMessage: '' };
}
