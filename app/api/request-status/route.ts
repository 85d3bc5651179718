import { NextResponse } from 'next/server';
import { requestStatusPath } from '@/content/routes';
import { siteUrl } from '@/lib/env';
import { errorSummary } from '@/lib/error-summary';
import {
  RejectedRequest,
  assertSameSite,
  parseUrlEncoded,
  readBodyLimited,
} from '@/lib/forms/request-guard';
import { isLocale } from '@/lib/i18n/locales';
import { POST_ONLY } from '@/lib/method-not-allowed';
import { lookUpAnswerAddress, unavailableAnswerAddress } from '@/lib/request-status/answer';
import { limitedStatusResponse } from '@/lib/request-status/limited-page';
import { countStatusLookup } from '@/lib/request-status/limits';

/** A reference, a phone number and the page's language: far below this. */
const BODY_LIMIT = 4 * 1024;

/** 303: the browser follows with a GET, so a reload or Back never sends the form again. */
const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/**
 * The status form (components/request-status/status-form.tsx), posted by the browser itself, with
 * or without the page's script. Each post counts against the hourly limits before anything is
 * looked up; the answer is a page whose address never holds the phone (lib/request-status/answer.ts).
 */
export async function POST(request: Request) {
  let fields: Record<string, unknown>;
  try {
    assertSameSite(request.headers, [siteUrl()]);
    fields = parseUrlEncoded(await readBodyLimited(request, BODY_LIMIT));
  } catch (error) {
    if (!(error instanceof RejectedRequest)) throw error;
    return NextResponse.json({ errorMessage: error.message }, { status: error.status });
  }
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '');
  const language = text('locale');
  const locale = isLocale(language) ? language : 'en';
  const reference = text('reference');
  try {
    const { allowed, retryAfterSeconds } = await countStatusLookup(request.headers, reference);
    if (!allowed) return await limitedStatusResponse(locale, retryAfterSeconds, request.url);
    return seeOther(await lookUpAnswerAddress(locale, reference, text('phone')));
  } catch (error) {
    // The store (or the shared rate-limit counter) could not be asked: the page says so, in the
    // patient's language, and offers the phone.
    console.error(`[request-status] lookup failed (${errorSummary(error)})`);
    return seeOther(unavailableAnswerAddress(locale, reference));
  }
}

/** The address of the form's answers, opened again (a bookmark, a reload of a 429): the form. */
export function GET() {
  return seeOther(requestStatusPath);
}

// The form's address takes posts; a GET is sent on to the form.
export const { PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
