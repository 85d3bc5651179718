/**
 * The promise's value, or `fallback` when it rejects or has not settled within `ms`: for checks
 * that must answer quickly whatever the thing they check is doing.
 */
export async function settleWithin<T>(
  promise: PromiseLike<T> | (() => PromiseLike<T> | T),
  ms: number,
  fallback: T,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    const pending = typeof promise === 'function' ? Promise.resolve().then(promise) : promise;
    return await Promise.race([Promise.resolve(pending).catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}
