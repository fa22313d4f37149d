/**
 * Runs a piece of work once per key and hands every later call with that key the first call's
 * promise. A mailed link may work only once, and StrictMode runs effects twice: the second run
 * must wait for the first request, not send another.
 */
export function oncePerKey<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  let last: { key: string; result: Promise<T> } | undefined;
  return (key, work) => {
    if (last?.key !== key) last = { key, result: work() };
    return last.result;
  };
}
