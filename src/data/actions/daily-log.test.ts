import { describe, expect, it } from 'vitest';
import type { LogItem } from '../../../contract/daily-log';
import type { SendOutcome, StoredMutation } from '../../../contract/outbox';
import type { SyncChange } from '../../../contract/sync';
import { freshStore } from '../../../local-store/fake-store';
import { requestOfMutation } from '../../../local-store/mutation-request';
import { aJournal } from '../../test/journals';
import { aPerson, idOf } from '../../test/people';
import { dailyLog } from '../queries/daily-log';
import { createSyncEngine } from '../sync/engine';
import type { ActionContext } from './context';
import { reorderLog } from './daily-log';

const owner = aPerson('ada');
const T0 = '2026-11-22T08:00:00.000Z';
const NOW = Date.parse('2026-11-22T09:00:00Z');
const ctx: ActionContext = { now: NOW, user: owner };
const TITLES = ['Scales', 'Sketches', 'Stretches'] as const;
// idOf keeps a name's last six letters: Sketches and Stretches would share one.
const keyOf = (title: string) => title.slice(0, 3);

const journalOf = (title: string) =>
  aJournal({ id: idOf(`j ${keyOf(title)}`), slug: title.toLowerCase(), title, user: owner });
const itemOf = (title: string, position: number): LogItem => ({
  id: idOf(`i ${keyOf(title)}`),
  journal_id: idOf(`j ${keyOf(title)}`),
  position,
  created_at: T0,
  last_modified: T0,
});

/** A device whose log holds the three journals in TITLES' order; the server answers `answer`. */
async function device(answer: (m: StoredMutation) => SendOutcome) {
  const db = freshStore();
  await db.journals.bulkPut(TITLES.map(journalOf));
  await db.logItems.bulkPut(TITLES.map(itemOf));
  let pages: { changes: SyncChange[]; cursor: string; more: boolean }[] = [];
  const engine = createSyncEngine({
    db,
    transport: { send: (m) => Promise.resolve(answer(m)) },
    get: () =>
      Promise.resolve({
        status: 200,
        body: pages.shift() ?? { changes: [], cursor: '9', more: false },
      }),
    now: () => NOW,
    random: () => 0.5,
    withLock: (work) => work(),
  });
  const shown = async () =>
    (await dailyLog(db, owner.id, { now: NOW, fallbackTimeZone: 'UTC' })).map(
      (logged) => logged.journal.title,
    );
  return { db, engine, shown, serve: (p: typeof pages) => (pages = p) };
}

/** The log as the person arranged it: Stretches first, then Scales and Sketches. */
const arranged = [itemOf('Stretches', 2), itemOf('Scales', 0), itemOf('Sketches', 1)];
const serverOrder = arranged.map((item, position) => ({
  ...item,
  position,
  last_modified: '2026-11-22T09:00:01.000Z',
}));

describe('reorderLog', () => {
  it('moves each row whose place changed, every move asking POST users/log for the whole order', () => {
    const moves = reorderLog(arranged, ctx);
    expect(moves.map((m) => [m.recordId, m.patch])).toEqual(
      arranged.map((item, position) => [item.id, { op: 'update', fields: { position } }]),
    );
    for (const move of moves)
      expect(requestOfMutation(move)).toEqual({
        method: 'POST',
        path: 'users/log',
        json: { order: arranged.map((item) => item.journal_id) },
      });
    expect(reorderLog(TITLES.map(itemOf), ctx)).toEqual([]);
  });

  it('shows the new order at once offline, and keeps it through the server’s answer and pull', async () => {
    let online = false;
    const sent: StoredMutation[] = [];
    const { engine, shown, serve } = await device((m) => {
      if (!online) return { kind: 'retry', reason: 'offline' };
      sent.push(m);
      return { kind: 'done', status: 200, body: serverOrder };
    });
    for (const move of reorderLog(arranged, ctx)) await engine.write(move);
    expect(await shown()).toEqual(['Stretches', 'Scales', 'Sketches']);
    await engine.sync();
    expect(await shown()).toEqual(['Stretches', 'Scales', 'Sketches']);

    online = true;
    // Between the answer and the pull the rows stand where the answer put them.
    await engine.push({ retryNow: true });
    expect(sent).toHaveLength(3);
    expect(await shown()).toEqual(['Stretches', 'Scales', 'Sketches']);
    serve([
      {
        changes: serverOrder.map((record, seq) => ({
          kind: 'log_item',
          id: record.id,
          seq: seq + 1,
          deleted: false,
          record,
        })),
        cursor: '3',
        more: false,
      },
    ]);
    await engine.pull();
    expect(await shown()).toEqual(['Stretches', 'Scales', 'Sketches']);
  });
});
