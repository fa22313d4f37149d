// A new device's first sync in Node: the page's own sync engine (src/data/sync/engine.ts, wired
// as tests/sync/support/device.ts wires it) on an empty fake-indexeddb, over real HTTP to a
// running server. bench/first-pull.ts runs it as a child process and reads the JSON it prints.
// Usage: npx tsx bench/sync/first-pull-device.ts <server url> <token> <expected entries>
// First: it puts an empty IndexedDB on globalThis before Dexie (imported next) looks for one.
import 'fake-indexeddb/auto';
import { openLocalStore } from '../../local-store/db.js';
import { createApiGet } from '../../src/data/sync/api-get.js';
import { createDirectTransport } from '../../src/data/sync/direct-transport.js';
import { createSyncEngine, PULL_PAGE } from '../../src/data/sync/engine.js';
import type { DevicePull } from '../device-pull.js';

const [url, token, expectedText] = process.argv.slice(2);
if (!url || !token || !expectedText)
  throw new Error('Usage: first-pull-device.ts <server url> <token> <expected entries>');

const db = openLocalStore('ritual');
const http = { baseUrl: `${url}/api`, getToken: () => Promise.resolve(token) };
let changes = 0;
const otherNews: unknown[] = [];
const engine = createSyncEngine({
  db,
  transport: createDirectTransport({ ...http, db }),
  get: createApiGet(http),
  now: Date.now,
  random: Math.random,
  // One engine in this process: nothing else could hold the lock.
  withLock: (work) => work(),
  signal: (news) => {
    if (news.type === 'pulled') changes += news.changes;
    else otherNews.push(news);
  },
});

// A page's first sync is the same call: push (nothing queued) then pull every page.
const started = performance.now();
await engine.sync();
const ms = performance.now() - started;
const held = await db.entries.count();
db.close();
if (held < Number(expectedText))
  throw new Error(
    `The device holds ${held} entries after its first sync, not ${expectedText}; the engine said ${JSON.stringify(otherNews)}`,
  );
const result: DevicePull = { ms, held, changes, pageSize: PULL_PAGE };
console.log(JSON.stringify(result));
