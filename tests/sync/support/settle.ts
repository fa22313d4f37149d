import { MAX_RETRY_MS } from '../../../local-store/retry-policy.js';
import type { Device } from './device.js';
import type { ServerHost } from './server-host.js';

/** Syncs one device until its outbox is empty, moving the clock past each backoff wait. */
export async function drain(device: Device, host: ServerHost, maxWaits = 20): Promise<void> {
  for (let waits = 0; ; waits += 1) {
    const result = await device.sync();
    if (result === 'idle') return;
    if (result === 'signed-out') throw new Error(`${device.name} was signed out`);
    if (waits >= maxWaits)
      throw new Error(`${device.name} still waits to send after ${maxWaits} backoffs`);
    host.clock.advance(MAX_RETRY_MS + 1);
  }
}

/**
 * Brings every device online and syncs them in turn until a whole round changes nothing (every
 * outbox empty, every pull empty), then syncs each twice more, as the page keeps doing.
 */
export async function settle(devices: Device[], host: ServerHost, maxRounds = 10): Promise<void> {
  for (const device of devices) device.network.heal();
  for (let round = 0; ; round += 1) {
    if (round >= maxRounds) throw new Error(`devices still differ after ${maxRounds} rounds`);
    for (const device of devices) await drain(device, host);
    let pulled = 0;
    for (const device of devices) pulled += await device.pullOnly();
    let queued = 0;
    for (const device of devices) queued += await device.outboxSize();
    if (pulled === 0 && queued === 0) break;
  }
  for (let again = 0; again < 2; again += 1)
    for (const device of devices) await drain(device, host);
}
