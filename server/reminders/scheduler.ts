import { reminderDue, wallClockAt, type Reminder } from '../../contract/reminders.js';
import type { AppDeps } from '../deps.js';
import { reminderCandidates, type ReminderCandidate } from './reminder-candidates.js';
import {
  claimDueReminders,
  settleClaim,
  takeUpClaims,
  type DueReminder,
  type ReminderSendRow,
} from './reminder-claims.js';
import { deliverReminder } from './reminder-delivery.js';

/** How often the scheduler looks: a reminder sounds at most this late. */
export const REMINDER_TICK_MS = 30_000;

/** Reminders sent at once: enough to clear 19:00's crowd in a tick, few enough for any socket pool. */
const PARALLEL_SENDS = 16;

/**
 * When the owner's wall clock reached the reminder's time today: the late limit counts from here,
 * also for a claim taken up again after a crash.
 */
function dueMoment(reminder: Reminder, timeZone: string, now: number): number {
  const [hours = 0, minutes = 0] = reminder.at.split(':').map(Number);
  const late = wallClockAt(now, timeZone).minutes - (hours * 60 + minutes);
  return now - late * 60_000 - (now % 60_000);
}

/** The reminders due at `now` (contract/reminders.ts decides, as on the page). */
function dueReminders(candidates: readonly ReminderCandidate[], now: number): DueReminder[] {
  return candidates.flatMap(({ logItemId, reminder, owner, setAt }) => {
    const day = reminderDue(reminder, owner.timezone, now, setAt);
    return day ? [{ logItemId, day, dueAt: dueMoment(reminder, owner.timezone, now) }] : [];
  });
}

/** Runs `work` on each item, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/**
 * One look at the reminders (docs/decisions.md #22): claims those due now and those left to take
 * up, and sends each claimed one unless its day is logged. Any number of processes may run it at
 * once; each reminder-day goes out once (reminder-claims.ts).
 */
export async function runReminders(deps: AppDeps, now: number = deps.now()): Promise<void> {
  const candidates = await reminderCandidates(deps.database.read);
  const fresh = await claimDueReminders(deps.database, dueReminders(candidates, now), now);
  const takenUp = await takeUpClaims(deps.database, now);
  // A claim taken up whose reminder is no longer among them (removed, paused, no device left)
  // is skipped.
  const known = new Map(candidates.map((candidate) => [candidate.logItemId, candidate]));
  await inParallel([...fresh, ...takenUp], PARALLEL_SENDS, (claim) =>
    settle(deps, known.get(claim.logItemId), claim, now),
  );
}

async function settle(
  deps: AppDeps,
  candidate: ReminderCandidate | undefined,
  claim: ReminderSendRow,
  now: number,
): Promise<void> {
  try {
    const delivery = candidate ? await deliverReminder(deps, candidate, claim, now) : 'skipped';
    if (delivery !== 'retry') await settleClaim(deps.database, claim, delivery, now);
  } catch (error) {
    // The claim stays 'sending', so a later tick takes it up again.
    deps.log.warn('reminder failed', { logItemId: claim.logItemId, error: String(error) });
  }
}

/** Looks at the reminders now and every REMINDER_TICK_MS. Returns a function that stops it. */
export function startReminders(deps: AppDeps): () => void {
  let running: Promise<void> | undefined;
  const run = () => {
    // A slow tick (many sends) is not overlapped by the next; that one simply skips.
    running ??= runReminders(deps)
      .catch((error: unknown) => deps.log.warn('reminders failed', { error: String(error) }))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, REMINDER_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
