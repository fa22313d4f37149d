import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LegacyMutation, Mutation } from '../contract/outbox';
import { write } from '../contract/writes';
import { freshStore } from './fake-store';
import { MISSING_FILE, outgoing, requestOfMutation, writeOfMutation } from './mutation-request';

const id = '0193a000-0000-7000-8000-00000000000a';
const journalId = '0193a000-0000-7000-8000-00000000000b';
const base = { kind: 'entry', recordId: id, createdAt: 0, attempts: 0, notBefore: 0 } as const;

const move: Mutation = {
  ...base,
  id,
  patch: { op: 'update', fields: { journal_id: journalId } },
  write: write('entry.move', { id, journalId }, { last_modified: 5 }),
};
const legacyMove: LegacyMutation = {
  ...base,
  id,
  patch: move.patch,
  method: 'POST',
  path: `entries/${id}/move/${journalId}`,
  json: { last_modified: 5 },
};
const legacyPhoto: LegacyMutation = {
  ...base,
  id,
  patch: { op: 'create', record: { id } },
  method: 'POST',
  path: 'entries',
  form: { id, journal_id: journalId },
  files: [{ field: 'file', blobId: 'b1', name: 'dusk.png' }],
};

/** Outbox and rejected rows in the upgrade fixtures: what earlier releases left on devices. */
function fixtureRows(): LegacyMutation[] {
  const fixtures = join(import.meta.dirname, '../tests/upgrade/fixtures');
  return readdirSync(fixtures).flatMap((release) => {
    const device = JSON.parse(readFileSync(join(fixtures, release, 'device.json'), 'utf8')) as {
      stores: { name: string; records: { value: Record<string, unknown> }[] }[];
    };
    const rows = (name: string) => device.stores.find((s) => s.name === name)?.records ?? [];
    return [
      ...rows('outbox').map(({ value }) => value as unknown as LegacyMutation),
      ...rows('rejected').map(({ value }) => value.mutation as LegacyMutation),
    ];
  });
}

describe("a mutation's request", () => {
  it('is built from its write', () => {
    expect(requestOfMutation(move)).toEqual({
      method: 'POST',
      path: `entries/${id}/move/${journalId}`,
      json: { last_modified: 5 },
    });
  });

  it('is, for a row an earlier release stored, the method, path and body it stored', () => {
    expect(requestOfMutation(legacyMove)).toEqual(requestOfMutation(move));
    expect(requestOfMutation(legacyPhoto)).toEqual({
      method: 'POST',
      path: 'entries',
      form: { id, journal_id: journalId },
    });
  });

  it('reads an earlier release’s row as a catalogued write', () => {
    expect(writeOfMutation(legacyMove)).toEqual(move.write);
    expect(writeOfMutation(legacyPhoto)).toEqual(
      write('entry.upload', {}, { id, journal_id: journalId }),
    );
    expect(writeOfMutation({ ...legacyMove, path: 'somewhere/else' })).toBeUndefined();
  });

  it('knows every write the upgrade fixtures left unsent or refused', () => {
    const rows = fixtureRows();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const write = writeOfMutation(row);
      expect(write, row.path).toBeDefined();
      expect(requestOfMutation({ ...row, write: write! })).toEqual(requestOfMutation(row));
    }
  });

  it('goes with its key, and its files read back from IndexedDB', async () => {
    const db = freshStore();
    expect(await outgoing(db, move)).toEqual({
      method: 'POST',
      path: `entries/${id}/move/${journalId}`,
      headers: { 'Idempotency-Key': id },
      json: { last_modified: 5 },
    });
    expect(await outgoing(db, legacyPhoto)).toBeUndefined(); // MISSING_FILE for the transport
    await db.blobs.put({ id: 'b1', blob: new Blob(['png']) });
    const form = (await outgoing(db, legacyPhoto))?.body;
    expect(form?.get('journal_id')).toBe(journalId);
    expect((form?.get('file') as File).name).toBe('dusk.png');
    expect(MISSING_FILE).toMatch(/no longer on this device/);
  });
});
