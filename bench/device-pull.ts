/** What bench/sync/first-pull-device.ts prints (as JSON) for one new device's first sync. */
export interface DevicePull {
  /** from the engine's sync() call to its end: the last pull page committed */
  ms: number;
  /** entries in IndexedDB afterwards */
  held: number;
  /** changes merged (entries, the journal, the user, …) */
  changes: number;
  /** changes per pull page (the engine's PULL_PAGE) */
  pageSize: number;
}
