import { IDBFactory } from 'fake-indexeddb';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/test/harness.js';
import { openLocalStore } from '../../local-store/db.js';
import { Device } from '../sync/support/device.js';
import { ServerHost } from '../sync/support/server-host.js';
import { drain } from '../sync/support/settle.js';
import { serverSnapshot } from '../sync/support/snapshot.js';
import { signIn } from './capture.js';
import { DEVICE_DB, deviceOf, releases, serverOn } from './fixtures.js';
import { dumpDatabase, restoreDatabase } from './raw-indexeddb.js';

/**
 * Upgrades keep what a device holds: the page's IndexedDB as an earlier release left it (synced,
 * with writes made offline still unsent) opens with today's Dexie schema with nothing lost, pulls
 * nothing it already had from that release's server data on today's server, and sends its
 * unsent writes.
 */
describe("a device's data from earlier releases on today's page", () => {
  const started: TestServer[] = [];
  afterAll(() => Promise.all(started.map((server) => server.close())));

  for (const release of releases())
    it(`keeps and sends everything release ${release} left on the device`, async () => {
      const raw = deviceOf(release);
      const indexedDB = new IDBFactory();
      await restoreDatabase(indexedDB, raw);
      const db = openLocalStore(DEVICE_DB, { indexedDB });
      await db.open();
      db.close();
      const reopened = await dumpDatabase(indexedDB, DEVICE_DB);
      for (const store of raw.stores)
        expect(
          reopened.stores.find((s) => s.name === store.name)?.records,
          `${store.name} after the upgrade`,
        ).toEqual(store.records);

      const server = await serverOn(release, 'sqlite');
      started.push(server);
      const token = await signIn(server, 'alice');
      const me = await server.call('GET', '/api/auth', { token });
      const host = ServerHost.around(server);
      const device = new Device({
        name: 'alice phone',
        host,
        account: { user: me.body.user, token },
        random: () => 0.5,
        indexedDB,
      });
      try {
        const unsent = await device.db.outbox.toArray();
        expect(unsent.length).toBeGreaterThan(0);
        expect(await device.pullOnly(), 'changes pulled again').toBe(0);
        await drain(device, host);
        expect(
          unsent.map((row) => device.outcomes.get(row.id)?.kind),
          'the unsent writes',
        ).toEqual(unsent.map(() => 'done'));
        await device.pullOnly();
        expect(await device.snapshot()).toEqual(await serverSnapshot(server, token));
      } finally {
        device.close();
      }
    });
});
