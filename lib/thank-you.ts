import { thankYouByKind, type ThankYouKind } from '@/content/status-pages';
import { REFERENCE_PATTERN } from './submissions/reference';

export interface ThankYouRequest {
  kind: ThankYouKind;
  reference: string;
}

type SearchParams = Record<string, string | string[] | undefined>;

function isThankYouKind(value: string): value is ThankYouKind {
  return Object.hasOwn(thankYouByKind, value);
}

/**
 * The request /thank-you?ref=…&kind=… reports, or null for the generic thanks: a missing or
 * repeated parameter, an unknown kind or a malformed reference is not trusted.
 */
export function parseThankYouRequest(params: SearchParams): ThankYouRequest | null {
  const { ref, kind } = params;
  if (typeof ref !== 'string' || typeof kind !== 'string') return null;
  if (!REFERENCE_PATTERN.test(ref) || !isThankYouKind(kind)) return null;
  return { kind, reference: ref };
}
