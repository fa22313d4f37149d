import { lazy } from 'react';

/**
 * The in-app reminders in their own chunk: they need zod's contract (reminderDue) and the daily
 * log's streaks, which the first page of a visit does without (app/auth-api.ts keeps zod out too).
 */
export const LazyInAppReminders = lazy(() =>
  import('./InAppReminders').then((m) => ({ default: m.InAppReminders })),
);
