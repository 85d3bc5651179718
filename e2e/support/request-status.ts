import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { humanTraps, uniqueName } from './forms';

/** What a patient booking at Pathankot sends; the name is this test's own. */
export function pathankotBooking() {
  return {
    name: uniqueName('Status'),
    phone: '9876543210',
    email: 'status@example.com',
    location: 'Pathankot',
    specialty: 'Cardiology',
    message: 'A private message about my chest pain',
  };
}

/** Posts a booking as the form does and returns its reference. */
export async function bookAndGetReference(
  request: APIRequestContext,
  booking: ReturnType<typeof pathankotBooking>,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await request.post('/api/appointments', {
    data: { ...booking, ...humanTraps() },
    headers,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** A call-back number from abroad: the call-back form keeps any number as typed. */
export const NUMBER_ABROAD = '+44 20 7946 0958';

/** Posts a call-back request as the popup does, with this number, and returns its reference. */
export async function requestCallbackAndGetReference(
  request: APIRequestContext,
  phone: string,
): Promise<string> {
  const response = await request.post('/api/callbacks', {
    data: { name: uniqueName('Call me'), email: 'call.me@example.com', phone, ...humanTraps() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/**
 * Posts the status form as the browser does, with or without the page's script, and follows its
 * answer: the answer page (or the 429 past the hourly limits).
 */
export function lookUpStatus(
  request: APIRequestContext,
  reference: string,
  phone: string,
  { locale = 'en', headers = {} }: { locale?: string; headers?: Record<string, string> } = {},
) {
  return request.post('/api/request-status', { form: { locale, reference, phone }, headers });
}

/** The answer page's address (path and query) for a look that finds the request. */
export async function statusAnswerPath(
  request: APIRequestContext,
  reference: string,
  phone: string,
  options: Parameters<typeof lookUpStatus>[3] = {},
) {
  const response = await lookUpStatus(request, reference, phone, options);
  expect(response.status()).toBe(200);
  const { pathname, search } = new URL(response.url());
  expect(search).toContain('proof=');
  return `${pathname}${search}`;
}

/** Fills the status form the way a patient does and sends it. */
export async function checkStatus(page: Page, reference: string, phone: string) {
  await page.getByRole('textbox', { name: 'Reference', exact: true }).fill(reference);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Check status' }).click();
}

/** The words of the page's answer (the form's panel below the form), without the markup. */
export async function answerWords(answer: APIResponse) {
  const html = await answer.text();
  const notice = /<section[^>]*aria-labelledby="status-notice-heading"[\s\S]*?<\/section>/.exec(
    html,
  )?.[0];
  return { status: answer.status(), notice: notice?.replace(/<[^>]+>/g, ' ').trim() ?? null };
}

export const NOT_FOUND_HEADING = 'We could not find a request with that reference and phone number';
