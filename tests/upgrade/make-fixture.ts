/**
 * Makes an upgrade fixture from this checkout's code: what a release leaves behind, for later
 * releases to open (tests/upgrade/*.test.ts). Run it on the release being frozen, before a change
 * to the database schema, the page's Dexie schema or the code that writes them, and commit the
 * folder it writes:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/upgrade/make-fixture.ts <release>
 * It writes tests/upgrade/fixtures/<release>/:
 *   sqlite/    a DATA_DIR: ritual.sqlite and media/
 *   postgres/  dump.sql (pg_dump, plain INSERTs) and media/
 *   manifest.<dialect>.json   what each person holds there (records and media hashes)
 *   device.json   alice's phone: the page's IndexedDB after syncing with the SQLite data, plus
 *                 writes made offline and not yet sent
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newTextEntry, editEntry, newMediaEntry } from '../../src/data/actions/entries.js';
import { pngBytes } from '../../server/test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../../server/test/harness.js';
import { Device } from '../sync/support/device.js';
import { ServerHost } from '../sync/support/server-host.js';
import { capture, signIn } from './capture.js';
import { dumpDatabase } from './raw-indexeddb.js';
import { tellStory } from './story.js';
import { fixtureDir, DEVICE_DB } from './fixtures.js';

const release = process.argv[2];
if (!release || !/^[\w.-]+$/.test(release)) {
  console.error('Usage: npx tsx tests/upgrade/make-fixture.ts <release>  (letters, digits, . _ -)');
  process.exit(2);
}
const out = fixtureDir(release);
mkdirSync(out, { recursive: true });
const json = (name: string, value: unknown) =>
  writeFileSync(join(out, name), `${JSON.stringify(value, null, 1)}\n`);

/** Alice's phone: synced, then offline with a new entry (a photo), an edit and a text entry unsent. */
async function aliceDevice(server: TestServer): Promise<void> {
  const host = ServerHost.around(server);
  const token = await signIn(server, 'alice');
  const me = await server.call('GET', '/api/auth', { token });
  const device = new Device({
    name: 'alice phone',
    host,
    account: { user: me.body.user, token },
    random: () => 0.5,
  });
  await device.sync();
  const journals = await device.db.journals.toArray();
  const pages = journals.find((journal) => journal.title === 'Morning Pages')!;
  const [first] = await device.db.entries.where('journal_id').equals(pages.id).sortBy('id');
  device.network.offline = true;
  await device.write(
    newTextEntry({ journal_id: pages.id, notes: 'Written offline, unsent' }, device.ctx()),
  );
  await device.write(
    editEntry(first!.id, { notes: `${first!.notes} (edited offline)` }, device.ctx()),
  );
  const photo = newMediaEntry(
    {
      journal_id: pages.id,
      notes: 'A photo taken offline',
      file: new Blob([new Uint8Array(await pngBytes(60, 40))], { type: 'image/png' }),
      name: 'offline.png',
      type: 'image',
    },
    device.ctx(),
  );
  await device.engine.write(photo.mutation, photo.blobs);
  device.close();
  json('device.json', await dumpDatabase(device.idb, DEVICE_DB));
}

const server = await startTestServer();
try {
  await tellStory(server);
  json(`manifest.${testDialect}.json`, await capture(server));
  if (testDialect === 'sqlite') await aliceDevice(server);
  await server.deps.database.close();
  const target = join(out, testDialect);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(server.dataDir, 'media'), join(target, 'media'), { recursive: true });
  if (testDialect === 'sqlite')
    cpSync(join(server.dataDir, 'ritual.sqlite'), join(target, 'ritual.sqlite'));
  else {
    const url = server.deps.config.databaseUrl!;
    const dump = execFileSync('pg_dump', ['--no-owner', '--no-privileges', '--inserts', url], {
      maxBuffer: 64 * 1024 * 1024,
    });
    writeFileSync(join(target, 'dump.sql'), dump);
  }
  console.log(`Wrote the ${testDialect} fixture of ${release} to ${out}`);
} finally {
  await server.close().catch(() => undefined);
}
