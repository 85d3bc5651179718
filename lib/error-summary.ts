/**
 * An error as a log line may show it: its class and code, and those of its causes, never its
 * message. A failed query's message holds the statement and its parameters, which are a
 * visitor's name, phone and message.
 */
export function errorSummary(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 4; depth += 1) {
    if (typeof current !== 'object') {
      parts.push(typeof current);
      break;
    }
    const { name, code } = current as { name?: unknown; code?: unknown };
    const label = typeof name === 'string' && name ? name : (current.constructor?.name ?? 'Error');
    parts.push(typeof code === 'string' || typeof code === 'number' ? `${label} ${code}` : label);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(' <- ') || 'unknown error';
}

/** The call sites of an error's stack, without its first line (the message). */
export function stackFrames(error: unknown, count = 6): string {
  const stack = error instanceof Error ? error.stack : undefined;
  return stack
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .slice(0, count)
        .join('\n')
    : '';
}
