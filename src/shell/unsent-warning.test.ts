import { describe, expect, it } from 'vitest';
import { QUEUE_RETENTION_MS, QUEUE_WARNING_MS } from '../../contract/mutation-queue';
import { unsentWarning } from './unsent-warning';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('the warning before unsent changes stop being sent', () => {
  it('says nothing while nothing waits, or nothing has waited long', () => {
    expect(unsentWarning(undefined, NOW)).toBeNull();
    expect(unsentWarning(NOW - QUEUE_WARNING_MS + 60_000, NOW)).toBeNull();
  });

  it('says how long the changes waited and how long is left, from the warning on', () => {
    expect(unsentWarning(NOW - QUEUE_WARNING_MS, NOW)).toBe(
      'Changes made 5 days ago have not reached the server. ' +
        'Connect within 2 days, or they will be kept on this device as not saved.',
    );
    expect(unsentWarning(NOW - QUEUE_RETENTION_MS + 3 * 60 * 60 * 1000, NOW)).toContain(
      'Connect within 1 day,',
    );
    expect(unsentWarning(NOW - 6 * DAY, NOW)).toContain('made 6 days ago');
  });

  it('says nothing once the wait is over: the change is then shown as not saved', () => {
    expect(unsentWarning(NOW - QUEUE_RETENTION_MS - 1, NOW)).toBeNull();
  });
});
