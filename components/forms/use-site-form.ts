'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { formFailureMessages } from '@/content/forms';
import type { FormResponse } from '@/lib/forms/form-response';
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '@/lib/forms/bot-fields';
import { useStartedAt } from './bot-trap-fields';
import { showServerFieldErrors, useFormSubmission } from './use-form-submission';

/**
 * What every site form shares: react-hook-form with the form's zod schema (the same one its
 * route handler uses), the POST as a mutation, the bot-trap fields, ids for labels, and the
 * server's field messages shown under the fields.
 */
export function useSiteForm<Input extends FieldValues, Output extends FieldValues>(options: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  url: string;
}) {
  const idPrefix = useId();
  const startedAt = useStartedAt();
  const [honeypot, setHoneypot] = useState('');
  const submission = useFormSubmission(options.url);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema as never),
    defaultValues: options.defaultValues,
  });

  /** Posts the values (or a multipart body) and shows any field messages the server returns. */
  async function send(body: Record<string, unknown> | FormData): Promise<FormResponse> {
    if (body instanceof FormData) {
      body.set(HONEYPOT_FIELD, honeypot);
      body.set(STARTED_AT_FIELD, String(startedAt));
    }
    const response = await submission.mutateAsync(
      body instanceof FormData
        ? body
        : { ...body, [HONEYPOT_FIELD]: honeypot, [STARTED_AT_FIELD]: startedAt },
    );
    showServerFieldErrors(response, form.setError, Object.keys(options.defaultValues ?? {}));
    return response;
  }

  const errorOf = (name: keyof Input & string): string | undefined =>
    form.formState.errors[name]?.message as string | undefined;
  /** A failure that is not about one field (network, server), to show above the button. */
  const formFailure =
    submission.data && !submission.data.success && !submission.data.fieldErrors
      ? submission.data.errorMessage || formFailureMessages.generic
      : null;

  return {
    form,
    send,
    pending: submission.isPending,
    lastResponse: submission.data,
    formFailure,
    errorOf,
    fieldId: (name: string) => `${idPrefix}-${name}`,
    honeypot: { value: honeypot, onChange: setHoneypot },
  };
}
