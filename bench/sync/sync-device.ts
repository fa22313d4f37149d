// How long a device takes to pull a large account into IndexedDB (fake-indexeddb, in Node) and to
// replay a long offline queue, against the real server in-process on SQLite. Issue 9 builds the
// full benchmark suite; this gives the figures quoted in issue 4's note.
// Usage: npx tsx bench/sync/sync-device.ts [entries=2000] [queued=500]
import { newTextEntry } from '../../src/data/actions/entries.js';
import { newJournal } from '../../src/data/actions/journals.js';
import { Device } from '../../tests/sync/support/device.js';
import { mulberry32 } from '../../tests/sync/support/random.js';
import { ServerHost } from '../../tests/sync/support/server-host.js';

const entries = Number(process.argv[2] ?? 2000);
const queued = Number(process.argv[3] ?? 500);

const host = await ServerHost.start();
const [account] = await host.registerMany(1);
const random = mulberry32(1);
const writer = new Device({ name: 'writer', host, account: account!, random });
const journal = await writer.write(newJournal({ title: 'Bench' }, writer.ctx()));

// The account's entries, written offline on one device, then replayed in one go.
writer.network.offline = true;
for (let i = 0; i < queued; i++) {
  host.clock.advance(1);
  await writer.write(
    newTextEntry({ journal_id: journal.recordId, notes: `queued ${i}` }, writer.ctx()),
  );
}
writer.network.offline = false;
let started = performance.now();
await writer.pushOnly();
const replayMs = performance.now() - started;

for (let i = queued; i < entries; i++) {
  host.clock.advance(1);
  await writer.write(
    newTextEntry({ journal_id: journal.recordId, notes: `entry ${i}` }, writer.ctx()),
  );
  if (i % 100 === 0) await writer.pushOnly();
}
await writer.pushOnly();

const reader = new Device({ name: 'new phone', host, account: account!, random });
started = performance.now();
const pulled = await reader.pullOnly();
const pullMs = performance.now() - started;
const shown = await reader.db.entries.count();

console.log(
  `replay of ${queued} queued offline mutations after reconnect: ${Math.round(replayMs)} ms`,
);
console.log(
  `first pull of ${pulled} changes (${shown} entries) into a new device: ${Math.round(pullMs)} ms`,
);
writer.close();
reader.close();
await host.close();
process.exit(0);
