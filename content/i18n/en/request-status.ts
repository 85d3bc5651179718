import { requestKindLabels, requestStatusPage } from '@/content/request-status-page';
import type { Widened } from '../types';

const { thankYouLink: _thankYouLink, ...page } = requestStatusPage;

/**
 * "Where is my request?" (/request-status): the page's words and its answer's, the form's
 * messages keyed by rule (the schema gives the English ones, lib/validation/request-status.ts),
 * and each kind of request as the patient would name it.
 */
export const requestStatus: Widened<typeof page> & { kinds: Widened<typeof requestKindLabels> } = {
  ...page,
  kinds: requestKindLabels,
};
