/** One run of bench/browser/pull-validation-page.ts. */
export interface PullValidationRun {
  /** loading SyncResponseSchema (zod and the schemas it uses) on demand */
  importMs: number;
  /** validating a 1,000-change page the first time, then the median of the next runs */
  firstMs: number;
  warmMs: number;
}
