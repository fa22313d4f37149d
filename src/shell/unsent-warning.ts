import { QUEUE_RETENTION_MS, QUEUE_WARNING_MS } from '../../contract/mutation-queue';

const DAY = 24 * 60 * 60 * 1000;
const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * What the user is told before a write made offline stops being sent (the queue's retention):
 * nothing until the oldest waiting write is QUEUE_WARNING_MS old, then how long is left. Past the
 * retention the write is moved to "not saved" on the device, so this says nothing more.
 */
export function unsentWarning(oldestCreatedAt: number | undefined, now: number): string | null {
  if (oldestCreatedAt === undefined) return null;
  const waited = now - oldestCreatedAt;
  if (waited < QUEUE_WARNING_MS || waited > QUEUE_RETENTION_MS) return null;
  const left = Math.max(1, Math.ceil((QUEUE_RETENTION_MS - waited) / DAY));
  return (
    `Changes made ${days(Math.floor(waited / DAY))} ago have not reached the server. ` +
    `Connect within ${days(left)}, or they will be kept on this device as not saved.`
  );
}
