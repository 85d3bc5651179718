import { isLocale } from '@/lib/i18n/locales';
import { POST_ONLY } from '@/lib/method-not-allowed';
import { statusAnswerPath } from '@/lib/request-status/answer';
import { limitedStatusResponse } from '@/lib/request-status/limited-page';
import { countStatusLookup } from '@/lib/request-status/limits';

/** A text field of the posted form, or '' when it is missing or a file. */
const textOf = (form: FormData | null, name: string) => {
  const value = form?.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The status form (components/request-status/status-form.tsx), posted by the browser itself, with
 * or without the page's script. Each post counts against the hourly limits before anything is
 * looked up; the answer is a page whose address never holds the phone (lib/request-status/answer.ts).
 */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null);
  const language = textOf(form, 'locale');
  const locale = isLocale(language) ? language : 'en';
  const reference = textOf(form, 'reference');
  const { allowed, retryAfterSeconds } = await countStatusLookup(request.headers, reference);
  if (!allowed) return limitedStatusResponse(locale, retryAfterSeconds, request.url);
  const path = await statusAnswerPath(locale, reference, textOf(form, 'phone'));
  // 303: the browser follows with a GET, so a reload or Back never sends the form again.
  return new Response(null, {
    status: 303,
    headers: { Location: path, 'Cache-Control': 'no-store' },
  });
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
