'use client';

import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FormResponse } from '@/lib/forms/form-response';
import { postForm } from './post-form';

/** A form's POST as a mutation: pending state for the button, the handler's answer as data. */
export function useFormSubmission(url: string) {
  return useMutation<FormResponse, never, Record<string, unknown> | FormData>({
    mutationFn: (body) => postForm(url, body),
  });
}

/** Shows the server's field messages under the fields, as the browser's own check would. */
export function showServerFieldErrors<T extends FieldValues>(
  response: FormResponse,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (response.success || !response.fieldErrors) return false;
  let shown = false;
  for (const [field, message] of Object.entries(response.fieldErrors)) {
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}
