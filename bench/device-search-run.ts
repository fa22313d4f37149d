/** What the device search benchmark page reports for one first search on a fresh profile. */
export interface DeviceSearchRun {
  entries: number;
  /** from the first question to its answer: worker start, reading IndexedDB, building the index */
  firstAnswerMs: number;
  /** the next question, the index built */
  secondAnswerMs: number;
  hits: number;
  /** long tasks (≥ 50 ms, Long Tasks API) on the main thread meanwhile, and the longest */
  longTasks: number;
  longestTaskMs: number;
  /** the longest gap between two main-thread timer ticks meanwhile */
  longestGapMs: number;
}
