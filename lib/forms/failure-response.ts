import { NextResponse } from 'next/server';
import type { FormFailure } from './form-response';

/** A refused post's answer, the forms' and the checkout's: a message (and any field messages). */
export function failure(
  status: number,
  errorMessage: string,
  fieldErrors?: Record<string, string>,
  headers?: HeadersInit,
) {
  const body: FormFailure = {
    success: false,
    errorMessage,
    ...(fieldErrors ? { fieldErrors } : {}),
  };
  return NextResponse.json(body, { status, headers });
}
