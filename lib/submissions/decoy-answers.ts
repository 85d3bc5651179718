import type { SubmissionKind } from './schema';

/** What a bot was answered for one request key, remembered so that a resend is answered alike. */
export interface DecoyAnswer {
  kind: SubmissionKind;
  requestFingerprint: string;
  reference: string;
}

export interface DecoyAnswersOptions {
  /** Most answers kept at once; beyond it the oldest is forgotten. */
  maxEntries?: number;
  /** How long an answer is kept. A browser resends within seconds; a bot may take longer. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The answers given to bots, in this process's memory and never in the submissions table.
 * Kept in the order they were given, so expired ones are always at the front: each new answer
 * drops those, and the map never holds more than `maxEntries` (about 300 bytes each).
 */
export function createDecoyAnswers({
  maxEntries = 10_000,
  ttlMs = 24 * 60 * 60 * 1000,
  now = Date.now,
}: DecoyAnswersOptions = {}) {
  const answers = new Map<string, { answer: DecoyAnswer; at: number }>();

  function dropExpired(time: number) {
    for (const [key, entry] of answers) {
      if (time - entry.at < ttlMs) break;
      answers.delete(key);
    }
  }

  return {
    recall(requestKey: string): DecoyAnswer | undefined {
      const entry = answers.get(requestKey);
      if (!entry) return undefined;
      if (now() - entry.at < ttlMs) return entry.answer;
      answers.delete(requestKey);
      return undefined;
    },
    remember(requestKey: string, answer: DecoyAnswer): void {
      const time = now();
      dropExpired(time);
      answers.delete(requestKey);
      answers.set(requestKey, { answer, at: time });
      if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
    },
    /** How many answers are kept (for tests). */
    get size() {
      return answers.size;
    },
  };
}
