/**
 * One tab syncs at a time (Web Locks); the others see its changes through Dexie's live queries.
 * Where the API is missing (old browsers, Node), each call runs at once.
 */
export function webLock(name = 'ritual-sync') {
  return <T>(work: () => Promise<T>): Promise<T> => {
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    return locks ? (locks.request(name, work) as Promise<T>) : work();
  };
}
