import { formFieldLabels, notSentPage } from '@/content/not-sent-page';
import type { NotSentReason } from '@/content/routes';

export interface NotSent {
  reason: NotSentReason;
  /** The labels of the fields to correct, as the form shows them. */
  fields: string[];
}

type SearchParams = Record<string, string | string[] | undefined>;

function isReason(value: unknown): value is NotSentReason {
  return typeof value === 'string' && Object.hasOwn(notSentPage.reasons, value);
}

/**
 * What /not-sent?kind=…&reason=…&fields=… reports. Only words of the site's own are shown: a
 * field the form does not have, or an unknown kind, is left out, and an unknown reason is the
 * general one, so the address cannot make the page say anything else.
 */
export function parseNotSent(params: SearchParams): NotSent {
  const { kind, reason, fields } = params;
  const labels =
    typeof kind === 'string' && Object.hasOwn(formFieldLabels, kind) ? formFieldLabels[kind]! : {};
  const names = typeof fields === 'string' ? fields.split(',') : [];
  return {
    reason: isReason(reason) ? reason : 'failed',
    fields: [...new Set(names)]
      .filter((name) => Object.hasOwn(labels, name))
      .map((name) => labels[name]!),
  };
}
