import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange } from '../../contract/sync.js';
import { createJournal, createTextEntry } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';
import { seededRandom } from './seeded.js';

const ROUNDS = 6;
const iso = (ms: number) => new Date(ms).toISOString();

/** docs/decisions.md #6 under real concurrency: two sessions of one person, one entry, the same moment. */
describe(`two devices writing one entry at the same moment (${testDialect})`, () => {
  let server: TestServer;
  let devices: { name: string; token: string }[];
  let journalId: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { FREE_ENTRY_LIMIT: '1000' } });
    const me = await server.register('twodevices');
    const login = await server.call('POST', '/api/auth/login', {
      json: { login: me.user.ritual_user, password: me.password },
    });
    expect(login.status).toBe(200);
    devices = [
      { name: 'phone', token: me.token },
      { name: 'laptop', token: login.body.token },
    ];
    expect(devices[0]!.token).not.toBe(devices[1]!.token);
    journalId = (await createJournal(server, me.token)).id;
  });
  afterAll(() => server.close());

  /** Pulls until `more` is false, as a device does. */
  async function pull(token: string, since = '0') {
    const changes: SyncChange[] = [];
    let cursor = since;
    for (;;) {
      const res = await server.call('GET', `/api/sync?since=${cursor}&limit=100`, { token });
      expect(res.status).toBe(200);
      changes.push(...res.body.changes);
      cursor = res.body.cursor;
      if (!res.body.more) return { changes, cursor };
    }
  }
  /** Both devices pull from one cursor; they must end with the same records. */
  async function bothPull(since: string, entryId: string) {
    const [phone, laptop] = await Promise.all([
      pull(devices[0]!.token, since),
      pull(devices[1]!.token, since),
    ]);
    expect(laptop.changes).toEqual(phone.changes);
    return phone.changes.filter((c) => c.kind === 'entry' && c.id === entryId).at(-1);
  }
  /** An entry last edited two minutes ago, and the cursor both devices stand at. */
  async function freshEntry() {
    const entry = await createTextEntry(server, devices[0]!.token, journalId, {
      notes: 'as it was',
      last_modified: server.clock.now - 120_000,
    });
    return { entry, since: (await pull(devices[0]!.token)).cursor };
  }

  it('keeps the later edit whichever arrives first, and both devices pull the same entry', async () => {
    const random = seededRandom();
    for (let round = 0; round < ROUNDS; round += 1) {
      const { entry, since } = await freshEntry();
      const times = [random.int(1, 60_000), random.int(60_001, 119_000)].map(
        (ago) => server.clock.now - ago,
      );
      const edits = random
        .shuffle(devices)
        .map((device, i) => ({ ...device, notes: `${device.name} ${round}`, at: times[i]! }));
      const later = edits[0]!.at > edits[1]!.at ? edits[0]! : edits[1]!;
      const answers = await Promise.all(
        random.shuffle(edits).map(async (edit) => ({
          edit,
          res: await server.call('POST', `/api/entries/${entry.id}`, {
            token: edit.token,
            json: { notes: edit.notes, last_modified: edit.at },
          }),
        })),
      );
      for (const { edit, res } of answers) {
        expect(res.status, `round ${round}: ${res.text}`).toBe(200);
        const stale = res.headers.get('ritual-stale') === 'true';
        // The later edit always stands; the earlier one either stood until the later came, or was stale.
        if (edit === later) expect([res.body.notes, stale]).toEqual([later.notes, false]);
        else expect(res.body.notes).toBe(stale ? later.notes : edit.notes);
      }
      const now = await server.call('GET', `/api/entries/${entry.id}`, { token: later.token });
      expect([now.body.notes, now.body.last_modified]).toEqual([later.notes, iso(later.at)]);
      expect(await bothPull(since, entry.id)).toMatchObject({
        deleted: false,
        record: { notes: later.notes, last_modified: iso(later.at) },
      });
    }
  });

  it('lets a delete win over an edit made at the same moment', async () => {
    const random = seededRandom();
    for (let round = 0; round < ROUNDS; round += 1) {
      const { entry, since } = await freshEntry();
      const [editor, deleter] = random.shuffle(devices);
      // Even an edit stamped after the delete loses to it.
      const at = server.clock.now - random.int(-60_000, 60_000);
      const edit = () =>
        server.call('POST', `/api/entries/${entry.id}`, {
          token: editor!.token,
          json: { notes: `kept by ${editor!.name}?`, last_modified: at },
        });
      const remove = () =>
        server.call('DELETE', `/api/entries/${entry.id}`, { token: deleter!.token });
      const editFirst = random.int(0, 1) === 0;
      const [edited, removed] = editFirst
        ? await Promise.all([edit(), remove()])
        : await Promise.all([remove(), edit()]).then(([r, e]) => [e, r] as const);
      expect(removed.status, `round ${round}: ${removed.text}`).toBe(204);
      if (edited.status !== 200) {
        expect(edited.body).toEqual({ statusCode: 410, message: 'This entry was deleted.' });
      }
      for (const device of devices) {
        const res = await server.call('GET', `/api/entries/${entry.id}`, { token: device.token });
        expect(res.status).toBe(404);
      }
      expect(await bothPull(since, entry.id)).toMatchObject({ deleted: true, record: null });
      // The tombstone keeps none of the edit (nothing of a deleted entry stays on the server).
      const { db, t } = server.deps.database.read;
      const [row] = await db.select().from(t.entries).where(eq(t.entries.id, entry.id));
      expect([row!.notes, row!.deletedAt !== null]).toEqual(['', true]);
    }
  });

  it('holds comments and journals to the same rules: the later edit stands, a delete wins', async () => {
    const random = seededRandom();
    const phone = devices[0]!;
    const laptop = devices[1]!;
    const { entry } = await freshEntry();
    const journal = await createJournal(server, phone.token, {
      last_modified: server.clock.now - 120_000,
    });
    const { db, t } = server.deps.database.read;
    const journalAt = (round: number, text: string) =>
      server.clock.now - 110_000 + 2 * round + (text === 'late' ? 1 : 0);
    for (let round = 0; round < ROUNDS; round += 1) {
      const [early, late] = [random.int(60_001, 119_000), random.int(1, 60_000)];
      const comment = await server.call('POST', '/api/comments', {
        token: phone.token,
        json: { entry_id: entry.id, value: 'first', last_modified: server.clock.now - 120_000 },
      });
      const edits = random.shuffle([
        [phone, 'early', early],
        [laptop, 'late', late],
      ] as const);
      await Promise.all(
        edits.flatMap(([device, text, ago]) => [
          server.call('POST', `/api/comments/${comment.body.id}`, {
            token: device.token,
            json: { value: text, last_modified: server.clock.now - ago },
          }),
          server.call('POST', `/api/journals/${journal.id}`, {
            token: device.token,
            json: { title: `${text} ${round}`, last_modified: journalAt(round, text) },
          }),
        ]),
      );
      const [stored] = await db.select().from(t.comments).where(eq(t.comments.id, comment.body.id));
      const [title] = await db.select().from(t.journals).where(eq(t.journals.id, journal.id));
      expect([stored!.value, title!.title], `round ${round}`).toEqual(['late', `late ${round}`]);
      const deleting = random.shuffle([
        () =>
          server.call('POST', `/api/comments/${comment.body.id}`, {
            token: phone.token,
            json: { value: 'after all?' },
          }),
        () => server.call('DELETE', `/api/comments/${comment.body.id}`, { token: laptop.token }),
      ]);
      const answers = await Promise.all(deleting.map((send) => send()));
      expect(answers.map((a) => a.status).filter((s) => ![200, 204, 410].includes(s))).toEqual([]);
      const [gone] = await db.select().from(t.comments).where(eq(t.comments.id, comment.body.id));
      expect([gone!.value, gone!.deletedAt !== null]).toEqual(['', true]);
    }
  });
});
