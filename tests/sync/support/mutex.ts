/**
 * One device's lock: what Web Locks give the page, in memory. Work runs one at a time in the
 * order it asked; a failure releases the lock for the next one.
 */
export function createMutex(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(() => work());
    tail = run.catch(() => undefined);
    return run;
  };
}
