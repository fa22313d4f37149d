import type { Mutation } from '../../../contract/outbox.js';
import { newComment } from '../../../src/data/actions/comments.js';
import { editEntry, newTextEntry, removeEntry } from '../../../src/data/actions/entries.js';
import { editJournal, newJournal } from '../../../src/data/actions/journals.js';
import { requestOfMutation } from '../../../local-store/mutation-request.js';
import { describeMutation } from './mutation-request.js';
import type { Device } from './device.js';
import { decided } from './invariants.js';
import type { Random } from './random.js';
import { serverSnapshot } from './snapshot.js';
import { ServerModel } from './server-model.js';
import type { Account, ServerHost } from './server-host.js';

interface Made {
  journals: string[];
  /** entries not deleted, with their journal */
  entries: { id: string; journal_id: string }[];
}

type Write = (device: Device, random: Random, made: Made) => Mutation;

const newJournalWrite: Write = (d, r) => newJournal({ title: r.word() }, d.ctx());
const newEntryWrite: Write = (d, r, made) =>
  newTextEntry({ journal_id: r.pick(made.journals), notes: r.word() }, d.ctx());

/** What a user does offline, by weight; `onEntry` writes need an entry to act on. */
const WRITES: { weight: number; onEntry?: true; write: Write }[] = [
  { weight: 0.5, write: newJournalWrite },
  {
    weight: 1,
    write: (d, r, made) => editJournal(r.pick(made.journals), { title: r.word() }, d.ctx()),
  },
  { weight: 5, write: newEntryWrite },
  {
    weight: 3,
    onEntry: true,
    write: (d, r, made) => editEntry(r.pick(made.entries).id, { notes: r.word() }, d.ctx()),
  },
  {
    weight: 1,
    onEntry: true,
    write: (d, r, made) => removeEntry(r.pick(made.entries).id, d.ctx()),
  },
  {
    weight: 2,
    onEntry: true,
    write: (d, r, made) => {
      const { id, journal_id } = r.pick(made.entries);
      return newComment({ entry_id: id, journal_id, value: r.word() }, d.ctx());
    },
  },
];
const TOTAL = WRITES.reduce((sum, w) => sum + w.weight, 0);

/**
 * `count` writes on one device, as a user makes them while offline: a journal first, then text
 * entries, edits (of entries and journals), deletes and comments, each about something the
 * earlier writes left standing. Picks go by the order things were made, not by their random ids,
 * so a seed always writes the same script. Returns a line per write, for a failure message.
 */
export async function writeOffline(device: Device, random: Random, count: number) {
  const made: Made = { journals: [], entries: [] };
  const lines: string[] = [];
  for (let n = 0; n < count; n += 1) {
    let left = random.next() * TOTAL;
    const chosen = WRITES.find((w) => (left -= w.weight) < 0) ?? WRITES[0]!;
    const write =
      made.journals.length === 0
        ? newJournalWrite
        : chosen.onEntry && made.entries.length === 0
          ? newEntryWrite
          : chosen.write;
    const mutation = await device.write(write(device, random, made));
    const { kind, recordId, patch } = mutation;
    if (kind === 'journal' && patch.op === 'create') made.journals.push(recordId);
    if (kind === 'entry' && patch.op === 'create')
      made.entries.push({ id: recordId, journal_id: String(patch.record.journal_id) });
    if (kind === 'entry' && patch.op === 'delete')
      made.entries = made.entries.filter((entry) => entry.id !== recordId);
    lines.push(`${n + 1}. ${describeMutation(mutation)}`);
  }
  return lines;
}

/** What the server must hold for this user once it has done `mutations` in order (docs/decisions.md #6). */
export function expectedState(userId: string, mutations: readonly Mutation[]) {
  const model = new ServerModel(
    mutations.map((m) => {
      const { method, path, json } = requestOfMutation(m);
      return {
        userId,
        key: m.id,
        method,
        path,
        json: json ?? null,
        status: 200,
        // done at once: the client's edit times stand
        at: Number.MAX_SAFE_INTEGER,
        stale: false,
      };
    }),
  );
  return { ...model.visibleTo(userId, []), numberOfEntries: model.entriesBy(userId) };
}

/** What the server holds for this user, in expectedState's terms, from a pull from cursor 0. */
export async function serverState(host: ServerHost, account: Account) {
  const truth = await serverSnapshot(host, account.token);
  const me = truth.users.find((user) => user.id === account.user.id);
  return { ...decided(truth), numberOfEntries: me?.numberOfEntries };
}
