/**
 * Wraps an asynchronous function so that a call with the same key as the latest one gets that
 * call's promise, running or settled, instead of starting anew. Only the latest call is kept, and
 * a failed one is forgotten, so calling again retries it.
 */
export function shareLatestCall<Args extends unknown[], Result>(
  run: (...args: Args) => Promise<Result>,
  keyOf: (...args: Args) => string,
): (...args: Args) => Promise<Result> {
  let latest: { key: string; result: Promise<Result> } | undefined;
  return (...args) => {
    const key = keyOf(...args);
    if (latest?.key !== key) {
      const result = run(...args);
      result.catch(() => {
        if (latest?.result === result) latest = undefined;
      });
      latest = { key, result };
    }
    return latest.result;
  };
}
