'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useContext, useId, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FormResponse, FormSuccess } from '@/lib/forms/form-response';
import { currentNoticeVersion } from '@/content/privacy-notice';
import { HONEYPOT_FIELD, NOTICE_VERSION_FIELD, STARTED_AT_FIELD } from '@/lib/forms/bot-fields';
import { LANGUAGE_FIELD, localiseFormMessage } from '@/lib/i18n/form-messages';
import { languageTag, type Locale } from '@/lib/i18n/locales';
import { newRequestKey } from '@/lib/forms/request-key';
import { useStartedAt } from './bot-trap-fields';
import { FormIslandContext } from './form-island-context';
import { useFormWords } from './form-words';
import { postForm } from './post-form';

export interface SiteFormOptions<Input extends FieldValues, Output extends FieldValues> {
  /** The form's zod schema: the same one its route handler parses with. */
  schema: z.core.$ZodType<Output, Input>;
  endpoint: string;
  defaultValues: DefaultValues<Input>;
  /** The form's own words for a failure the handler did not explain (no answer, a proxy's page). */
  failureMessage: string;
  /** Show only the form's own words on failure, never the handler's (the callback popup's spec). */
  ownFailureMessageOnly?: boolean;
  /** Show the handler's success message in the form (where the visitor stays on the page). */
  successAlert?: boolean;
  /** What is posted: the values as JSON unless this says otherwise (a CV goes as multipart). */
  toBody?: (values: Output) => Record<string, unknown> | FormData;
  /** The form carries a file: sent by the browser itself (no script), it must go as multipart. */
  multipart?: boolean;
  /** After a success, once the form is reset. */
  onSuccess?: (response: FormSuccess) => void;
}

export interface FormAlertState {
  tone: 'success' | 'error';
  message: string;
  /** The stored request's reference, shown with a success. */
  reference?: string;
}

/** Shows the server's field messages under the fields, focusing the first, as the browser's check would. */
function showServerFieldErrors<T extends FieldValues>(
  response: FormResponse,
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  if (response.success || !response.fieldErrors) return;
  let shown = false;
  for (const [field, message] of Object.entries(response.fieldErrors)) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
}

/**
 * The bot-trap fields, the privacy notice shown and the page's language, that every post carries,
 * whatever its body.
 */
function withBotFields(
  body: Record<string, unknown> | FormData,
  traps: { honeypot: string; startedAt: number },
  language: Locale,
) {
  if (!(body instanceof FormData))
    return {
      ...body,
      [HONEYPOT_FIELD]: traps.honeypot,
      [STARTED_AT_FIELD]: traps.startedAt,
      [NOTICE_VERSION_FIELD]: currentNoticeVersion,
      [LANGUAGE_FIELD]: language,
    };
  body.set(HONEYPOT_FIELD, traps.honeypot);
  body.set(STARTED_AT_FIELD, String(traps.startedAt));
  body.set(NOTICE_VERSION_FIELD, currentNoticeVersion);
  body.set(LANGUAGE_FIELD, language);
  return body;
}

/**
 * The alert above the button: the success message where the form asks for it; a failure not
 * already shown under a field, in the handler's words (rate limit, store down) or the form's own.
 */
function alertFor(
  response: FormResponse | undefined,
  options: Pick<
    SiteFormOptions<FieldValues, FieldValues>,
    'failureMessage' | 'ownFailureMessageOnly' | 'successAlert'
  >,
  fieldNames: readonly string[],
): FormAlertState | null {
  if (!response) return null;
  if (response.success)
    return options.successAlert
      ? { tone: 'success', message: response.message, reference: response.reference }
      : null;
  const shownUnderFields = Object.keys(response.fieldErrors ?? {}).some((field) =>
    fieldNames.includes(field),
  );
  if (shownUnderFields) return null;
  const message = options.ownFailureMessageOnly
    ? options.failureMessage
    : response.errorMessage || options.failureMessage;
  return { tone: 'error', message };
}

/**
 * What every site form shares: react-hook-form checked by the form's zod schema, the POST
 * (sent once, never retried: a post whose answer was lost may already be stored; the visitor
 * decides whether to send again), the bot-trap fields, ids for labels, the server's field
 * messages under the fields, and the one alert the form shows. Render the result with SiteForm;
 * the form's own file keeps only its fields.
 */
export function useSiteForm<Input extends FieldValues, Output extends FieldValues>(
  options: SiteFormOptions<Input, Output>,
) {
  const { endpoint, defaultValues, toBody, onSuccess } = options;
  const words = useFormWords();
  const say = (message: string) => localiseFormMessage(message, words.messages);
  const idPrefix = useId();
  const island = useContext(FormIslandContext);
  const ownStartedAt = useStartedAt();
  const startedAt = island?.startedAt ?? ownStartedAt;
  const [honeypot, setHoneypot] = useState('');
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<FormResponse>();
  // The key of the request being sent, kept while no answer came back: sending again after a
  // lost answer must not store it twice. Once the site has answered (stored, or refused with a
  // reason, such as details that differ from a request already stored under the key), the next
  // send is a new request with a key of its own.
  const [requestKey] = useState(() => {
    let key: string | undefined;
    return { take: () => (key ??= newRequestKey()), done: () => void (key = undefined) };
  });
  const fieldNames = Object.keys(defaultValues);
  // What the visitor typed into the server-rendered fields before this island loaded is kept.
  const [startValues] = useState(
    () => ({ ...defaultValues, ...island?.typedValues(fieldNames) }) as DefaultValues<Input>,
  );
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    defaultValues: startValues,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    setPending(true);
    setAnswer(undefined);
    const body = toBody ? toBody(values) : values;
    const response = await postForm(
      endpoint,
      withBotFields(body, { honeypot, startedAt }, words.locale),
      requestKey.take(),
      languageTag[words.locale],
    );
    setPending(false);
    setAnswer(response);
    if (response.success || response.errorMessage !== '') requestKey.done();
    if (response.success) {
      form.reset(defaultValues);
      onSuccess?.(response);
    } else {
      showServerFieldErrors(response, form.setError, fieldNames);
    }
  });

  const fieldId = (name: Path<Input>) => `${idPrefix}-${name}`;
  // The schema's messages are the spec's English; a Punjabi or Hindi page says them in its words.
  const errorOf = (name: Path<Input>) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message === undefined ? undefined : say(message);
  };
  /**
   * What a control of the form needs: its id, its error and its registration. A starting value
   * (a message a link wrote in advance) goes into the markup too: react-hook-form only sets it
   * once the script runs, and the server's HTML must hold it for a visitor without JavaScript.
   */
  const field = (name: Path<Input>) => {
    const start: unknown = startValues[name as keyof typeof startValues];
    return {
      id: fieldId(name),
      error: errorOf(name),
      registration: {
        ...form.register(name),
        ...(typeof start === 'string' && start ? { defaultValue: start } : {}),
      },
    };
  };

  return {
    form,
    // Where the browser sends a page's form itself when the page's script does not run (a
    // popup's form needs the script to open at all).
    action: island ? endpoint : undefined,
    encType: island && options.multipart ? 'multipart/form-data' : undefined,
    field,
    fieldId,
    errorOf,
    onSubmit,
    pending,
    alert: alertFor(
      answer,
      { ...options, failureMessage: say(options.failureMessage) },
      fieldNames,
    ),
    language: words.locale,
    honeypot: { value: honeypot, onChange: setHoneypot },
  };
}

export type SiteFormState = Pick<
  ReturnType<typeof useSiteForm>,
  'onSubmit' | 'pending' | 'alert' | 'honeypot' | 'action' | 'encType' | 'language'
>;
