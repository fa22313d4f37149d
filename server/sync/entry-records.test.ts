import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { SyncChange } from '../../contract/sync.js';
import {
  addCollaborator,
  bytes,
  createJournal,
  createTextEntry,
  form,
  makeAdmin,
  pngBytes,
  removeCollaborator,
} from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

/**
 * docs/decisions.md #23: a live entry is kept as a pull sends it, written in the transaction that
 * changed it, and a pull appends what differs by reader. What a pull sends must be exactly what
 * presenting each entry from its tables now sends.
 */
describe(`entries kept as a pull sends them (${testDialect})`, () => {
  let server: TestServer;
  let owner: Account;
  let collaborator: Account;
  let admin: Account;
  beforeAll(async () => {
    server = await startTestServer({ env: { FREE_ENTRY_LIMIT: '1000' } });
    [owner, collaborator, admin] = await Promise.all([
      server.register('keeper'),
      server.register('helper'),
      server.register('admin'),
    ]);
    await makeAdmin(server, admin.user.id);
  });
  afterAll(() => server.close());

  async function pullAll(account: Account): Promise<SyncChange[]> {
    const changes: SyncChange[] = [];
    let cursor = '0';
    for (;;) {
      const res = await server.call('GET', `/api/sync?since=${cursor}&limit=7`, {
        token: account.token,
      });
      expect(res.status, res.text).toBe(200);
      changes.push(...res.body.changes);
      cursor = res.body.cursor;
      if (!res.body.more) return changes;
    }
  }

  /** The entries kept, with their bytes as text. */
  async function keptEntries() {
    const { db, t } = server.deps.database.read;
    const rows = await db.select().from(t.entryRecords);
    return rows.map((row) => ({ ...row, text: Buffer.from(row.body).toString() }));
  }

  async function forgetKeptEntries() {
    await server.deps.database.transaction(async ({ db, t }) => {
      await db.delete(t.entryRecords);
    });
  }

  const call = (method: string, path: string, account: Account, json?: unknown) =>
    server.call(method, `/api${path}`, { token: account.token, ...(json ? { json } : {}) });

  it('sends each reader what presenting the entries anew sends, through edits, moves, keys, hiding and access changes', async () => {
    const journal = await createJournal(server, owner.token, { title: 'Scales', private: true });
    const other = await createJournal(server, owner.token, { title: 'Elsewhere' });
    await addCollaborator(server, journal.id, collaborator.user.id);
    const plain = await createTextEntry(server, owner.token, journal.id, { notes: 'Slow #scales' });
    const secret = await createTextEntry(server, collaborator.token, journal.id, {
      notes: 'Only mine',
      private: true,
    });
    const photo = await server.call('POST', '/api/entries', {
      token: owner.token,
      body: form(
        { id: uuidv7(), journal_id: other.id, notes: 'The room' },
        { file: { bytes: await pngBytes(), type: 'image/png', name: 'room.png' } },
      ),
    });
    expect(photo.status, photo.text).toBe(201);
    const gone = await createTextEntry(server, owner.token, other.id, { notes: 'Soon gone' });
    const keyed = await createTextEntry(server, owner.token, journal.id, { notes: 'Shared out' });
    expect((await call('POST', `/entries/${keyed.id}/generate-share-key`, owner)).status).toBe(200);

    expect((await call('POST', `/entries/${plain.id}`, owner, { notes: 'Slower' })).status).toBe(
      200,
    );
    expect((await call('POST', `/entries/${plain.id}/generate-share-key`, owner)).status).toBe(200);
    expect((await call('POST', `/entries/${plain.id}/move/${other.id}`, owner)).status).toBe(200);
    // Edited after the move: the journal it left must not be sent the words it has now.
    expect(
      (await call('POST', `/entries/${plain.id}`, owner, { notes: 'Slower still' })).status,
    ).toBe(200);
    expect((await call('DELETE', `/entries/${gone.id}`, owner)).status).toBe(204);
    const hide = await call('POST', `/entries/${secret.id}/moderate`, admin, { hidden: true });
    expect(hide.status, hide.text).toBe(200);
    // The author's card is joined in as a pull reads it: a new name shows on entries kept before.
    const renamed = `${owner.user.ritual_user}b`;
    const rename = await call('POST', '/users', owner, { username: renamed });
    expect(rename.status, rename.text).toBe(200);

    // Every live entry is kept; the deleted one is not (its tombstone comes from its row).
    const kept = await keptEntries();
    expect(new Set(kept.map((row) => row.entryId))).toEqual(
      new Set([plain.id, secret.id, photo.body.id, keyed.id]),
    );

    const sent = new Map<string, SyncChange[]>();
    for (const account of [owner, collaborator]) sent.set(account.user.id, await pullAll(account));
    const ownerEntries = sent.get(owner.user.id)!.filter((c) => c.kind === 'entry');
    // What each reader is shown: the owner has the share key and the photo's link, not the
    // collaborator's private entry; the collaborator still sees their own, hidden or not.
    const shown = (changes: SyncChange[]) =>
      new Map(changes.filter((c) => c.kind === 'entry').map((c) => [c.id, c.record]));
    expect(shown(ownerEntries).get(plain.id)).toMatchObject({
      notes: 'Slower still',
      journal_id: other.id,
      share_key: expect.any(String),
      user: { id: owner.user.id, ritual_user: renamed },
    });
    expect(shown(ownerEntries).get(photo.body.id)).toMatchObject({
      file: { name: 'room.png', type: 'image/png' },
      link: `/api/media/${photo.body.file.id}`,
    });
    expect(shown(ownerEntries).get(gone.id)).toBeNull();
    const helperSees = shown(sent.get(collaborator.user.id)!);
    expect(helperSees.get(secret.id)).toMatchObject({ notes: 'Only mine', hidden: true });
    // The share key goes to the author and the journal's owner, not to every collaborator.
    expect(shown(ownerEntries).get(keyed.id)).toMatchObject({ share_key: expect.any(String) });
    expect(helperSees.get(keyed.id)).toMatchObject({ notes: 'Shared out' });
    expect(helperSees.get(keyed.id)).not.toHaveProperty('share_key');
    // Moved out of the journal they share: a tombstone for the collaborator.
    expect(helperSees.get(plain.id)).toBeNull();

    await forgetKeptEntries();
    for (const account of [owner, collaborator])
      expect(await pullAll(account), account.user.ritual_user).toEqual(sent.get(account.user.id));

    // Removed from the journal: a pull no longer carries what they wrote there, kept or not.
    await removeCollaborator(server, journal.id, collaborator.user.id);
    const after = shown(await pullAll(collaborator));
    expect([after.has(secret.id), after.has(keyed.id)]).toEqual([false, false]);
  });

  it('sends long pages whole: texts over several staging chunks, one longer than a chunk, and characters of several bytes', async () => {
    const journal = await createJournal(server, owner.token, { title: 'Long hand' });
    // 24 entries of 20,000 characters, 2 to 4 bytes each in UTF-8 for some, fill several of the
    // 256 kB chunks a page is staged in (sync-page.ts); a waveform's 32,768 values make one
    // entry's text longer than a chunk.
    const long = (n: number) => `${'Scales é ✓ 🎻 '.repeat(1_430)}${n}`.slice(0, 20_000);
    for (let n = 0; n < 24; n++)
      await createTextEntry(server, owner.token, journal.id, { notes: long(n) });
    const pcm = Array.from({ length: 32_768 }, (_, i) => Number(Math.sin(i / 7).toFixed(6)));
    const wave = await server.call('POST', '/api/entries', {
      token: owner.token,
      body: form(
        { id: uuidv7(), journal_id: journal.id, notes: 'Hum', pcm: JSON.stringify(pcm) },
        { file: { bytes: bytes.wav(), type: 'audio/wav', name: 'hum.wav' } },
      ),
    });
    expect(wave.status, wave.text).toBe(201);

    const page = async () => {
      const res = await server.call('GET', '/api/sync?since=0&limit=1000', { token: owner.token });
      expect(res.status, res.text).toBe(200);
      return res.body as { changes: SyncChange[]; more: boolean };
    };
    const kept = await page();
    expect(kept.more).toBe(false);
    const entries = kept.changes.filter(
      (c): c is Extract<SyncChange, { kind: 'entry' }> => c.kind === 'entry' && !c.deleted,
    );
    expect(entries.filter((c) => c.record?.notes.length === 20_000)).toHaveLength(24);
    expect(entries.find((c) => c.id === wave.body.id)?.record).toMatchObject({ notes: 'Hum', pcm });
    // Twice, so the second page is staged in chunks the first handed back.
    expect(await page()).toEqual(kept);
    await forgetKeptEntries();
    expect(await page()).toEqual(kept);
  });

  it('keeps no copy of the words of a deleted journal in the change log', async () => {
    const journal = await createJournal(server, owner.token, { title: 'Letters', private: true });
    const entry = await createTextEntry(server, owner.token, journal.id, {
      notes: 'Words nobody keeps',
    });
    expect((await keptEntries()).some((row) => row.text.includes('Words nobody keeps'))).toBe(true);
    expect((await call('DELETE', `/journals/${journal.id}`, owner)).status).toBe(204);
    const rows = await keptEntries();
    expect(rows.some((row) => row.text.includes('Words nobody keeps'))).toBe(false);
    expect(rows.some((row) => row.entryId === entry.id)).toBe(false);
    const pulled = (await pullAll(owner)).find((c) => c.id === entry.id);
    expect(pulled).toMatchObject({ kind: 'entry', deleted: true, record: null });
  });
});
