import { removeAttachment } from './attachments';
import type { SubmissionsDb } from './db';
import { eraseSubmission } from './queries';
import type { StoredSubmission } from './schema';

/**
 * A person's request to be forgotten, carried out: the request's personal fields erased in the
 * store, then its CV file removed. Null when there is no such request, or it is still waiting
 * to be passed on (erase it once it is delivered or dead).
 */
export async function eraseRequest(
  db: SubmissionsDb,
  dataDir: string,
  reference: string,
): Promise<StoredSubmission | null> {
  const erased = await eraseSubmission(db, reference);
  if (!erased) return null;
  const file = erased.before.attachment?.path;
  if (file) removeAttachment(dataDir, file);
  return erased.after;
}
