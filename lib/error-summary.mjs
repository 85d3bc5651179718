// Plain JavaScript (declared in error-summary.d.ts): the Redis connection, which Next loads
// unbundled with the cache handler, logs its errors through it too.

/**
 * An error as a log line may show it: its class and code, and those of its causes, never its
 * message. A failed query's message holds the statement and its parameters, which are a
 * visitor's name, phone and message; a connection error's may hold the URL and its password.
 */
export function errorSummary(error) {
  const parts = [];
  let current = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 4; depth += 1) {
    if (typeof current !== 'object') {
      parts.push(typeof current);
      break;
    }
    const { name, code } = current;
    const label = typeof name === 'string' && name ? name : (current.constructor?.name ?? 'Error');
    parts.push(typeof code === 'string' || typeof code === 'number' ? `${label} ${code}` : label);
    current = current.cause;
  }
  return parts.join(' <- ') || 'unknown error';
}

/** The call sites of an error's stack, without its first line (the message). */
export function stackFrames(error, count = 6) {
  const stack = error instanceof Error ? error.stack : undefined;
  return stack
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .slice(0, count)
        .join('\n')
    : '';
}
