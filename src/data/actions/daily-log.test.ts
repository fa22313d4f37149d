import { describe, expect, it } from 'vitest';
import type { SendOutcome, StoredMutation } from '../../../contract/outbox';
import { freshStore } from '../../../local-store/fake-store';
import { requestOfMutation } from '../../../local-store/mutation-request';
import { aPerson } from '../../test/people';
import { scriptedEngine } from '../../test/scripted-engine';
import { dailyLog } from '../queries/daily-log';
import { journal, logItem } from '../queries/test-records';
import type { ActionContext } from './context';
import { reorderLog } from './daily-log';

const owner = aPerson('ada');
// A day after test-records' records were made.
const NOW = Date.parse('2031-01-02T09:00:00Z');
const ctx: ActionContext = { now: NOW, user: owner };
const journals = ['Scales', 'Sketches', 'Stretches'].map((title) => journal(owner, { title }));
/** The log as it stands: Scales, Sketches, Stretches. */
const items = journals.map((of, position) => logItem(of, position));

/** A device whose log holds the three journals in that order; the server answers `answer`. */
async function device(answer: (m: StoredMutation) => SendOutcome) {
  const db = freshStore();
  await db.journals.bulkPut(journals);
  await db.logItems.bulkPut(items);
  const { engine, serve } = scriptedEngine(db, answer, NOW);
  const shown = async () =>
    (await dailyLog(db, owner.id, { now: NOW, fallbackTimeZone: 'UTC' })).map(
      (logged) => logged.journal.title,
    );
  return { db, engine, shown, serve };
}

/** The log as the person arranged it: Stretches first, then Scales and Sketches. */
const arranged = [items[2]!, items[0]!, items[1]!];
const serverOrder = arranged.map((item, position) => ({
  ...item,
  position,
  last_modified: new Date(NOW + 1000).toISOString(),
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
    expect(reorderLog(items, ctx)).toEqual([]);
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
