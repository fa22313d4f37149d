import Dexie, { type ObservabilitySet } from 'dexie';
import type { Entry } from '../contract/entries';
import type { Journal } from '../contract/journals';
import type { EntryHit, EntrySearchFilters, TagCount } from '../contract/search';
import type { Local, RitualDb } from '../local-store/db';
import { changedRecords, mergeChanged, type Changed } from './changed-records';
import {
  countTags,
  createEntryIndex,
  entriesOfJournal,
  findEntries,
  loadIndex,
  putEntry,
  removeEntry,
  storedIndex,
  type EntryIndex,
  type JournalFacts,
} from './entry-index';
import { eachEntry } from './each-entry';
import { packIndex, unpackIndex } from './kept-index';
import { parseQuery } from './search-query';
import { snippetOf } from './snippet';

export interface DeviceIndexOptions {
  /** the device's records: the worker opens the page's database itself */
  db: RitualDb;
  /** who is signed in now (local-store/session.ts), asked at each question */
  signedIn: () => Promise<string | null>;
  /** the kept index of an account, packed (local-store/search-index-store.ts) */
  load: (userId: string) => Promise<unknown>;
  save: (userId: string, packed: Uint8Array) => Promise<void>;
  /** how soon a write reaches the index (a burst of writes is taken at once) */
  followMs?: number;
  /** how long after the last change the index is kept again (it is rewritten whole) */
  saveMs?: number;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (timer: unknown) => void;
  /** the day an entry counts for in the filters (entry-index.ts localDay) */
  dayOf?: (ms: number) => string;
}

export interface DeviceIndex {
  search(query: string, filters: EntrySearchFilters): Promise<EntryHit[]>;
  tagCounts(): Promise<TagCount[]>;
  /** stops following the records (tests) */
  close(): void;
}

// Someone else's public entries kept for offline reading are not the account's: the server's
// search finds those.
const ours = (entry: Local<Entry> | undefined): entry is Local<Entry> =>
  entry !== undefined && entry.$seen === undefined;

const factsOf = (journal: Journal): JournalFacts => ({
  title: journal.title,
  slug: journal.slug,
  user: journal.user.ritual_user,
});

/**
 * The signed-in account's index, following the device's records: loaded from where it was kept (or
 * built), brought up to date by comparing each entry's last_modified, then changed record by
 * record as Dexie reports writes from any context (the page's writes and pulls, the service
 * worker's replays). Kept again a while after it changes.
 */
export function followDevice({
  db,
  signedIn,
  load,
  save,
  followMs = 50,
  saveMs = 10_000,
  setTimeout: startTimer = (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: stopTimer = (timer) => globalThis.clearTimeout(timer as number),
  dayOf,
}: DeviceIndexOptions): DeviceIndex {
  let current: { userId: string; index: EntryIndex } | undefined;
  let entries: Changed | undefined;
  let journals: Changed | undefined;
  let followTimer: unknown;
  let saveTimer: unknown;
  // One thing at a time: a question waits for the changes before it to be in the index.
  let work: Promise<unknown> = Promise.resolve();
  const queue = <T>(run: () => Promise<T>): Promise<T> => {
    const done = work.then(run);
    work = done.catch(() => undefined);
    return done;
  };

  const onMutated = (parts: ObservabilitySet) => {
    const e = changedRecords(parts, db.name, 'entries');
    const j = changedRecords(parts, db.name, 'journals');
    if (!e && !j) return;
    entries = mergeChanged(entries, e);
    journals = mergeChanged(journals, j);
    followTimer ??= startTimer(() => {
      followTimer = undefined;
      void queue(applyChanges).catch(() => undefined);
    }, followMs);
  };
  Dexie.on('storagemutated', onMutated);

  /** Takes the journals' titles and addresses; the ids of indexed entries whose title changed. */
  const takeJournals = (index: EntryIndex, rows: (Journal | undefined)[], ids: string[]) => {
    const retitled: string[] = [];
    rows.forEach((journal, i) => {
      if (!journal) return void index.journals.delete(ids[i]!);
      const held = index.journals.get(journal.id);
      index.journals.set(journal.id, factsOf(journal));
      if ((held?.title ?? '') !== journal.title) retitled.push(journal.id);
    });
    return retitled;
  };

  /**
   * Every entry compared with what the index holds of it: new, changed, moved and gone ones.
   * Returns how many it changed.
   */
  async function catchUp(index: EntryIndex): Promise<number> {
    const rows = await db.journals.toArray();
    const before = new Map(index.journals);
    index.journals.clear();
    for (const journal of rows) index.journals.set(journal.id, factsOf(journal));
    // Entries indexed before their journal arrived hold no title: they count as retitled too.
    const retitled = new Set(
      rows.filter((row) => (before.get(row.id)?.title ?? '') !== row.title).map((row) => row.id),
    );
    let changed = 0;
    const present = new Set<string>();
    await eachEntry(db, (entry) => {
      if (!ours(entry)) return;
      present.add(entry.id);
      const held = index.entries.get(entry.id);
      const same =
        held &&
        held.m === Date.parse(entry.last_modified) &&
        held.j === entry.journal_id &&
        held.p === entry.private &&
        !retitled.has(entry.journal_id);
      if (same) return;
      putEntry(index, entry);
      changed++;
    });
    for (const id of [...index.entries.keys()])
      if (!present.has(id)) {
        removeEntry(index, id);
        changed++;
      }
    return changed;
  }

  async function applyChanges(): Promise<void> {
    const [e, j] = [entries, journals];
    entries = journals = undefined;
    if (!current) return;
    try {
      await takeChanges(current.index, e, j);
    } catch (error) {
      // Not taken (the database was closing, say): the next question reads every entry again.
      entries = 'all';
      throw error;
    }
    keepLater();
  }

  async function takeChanges(index: EntryIndex, e: Changed | undefined, j: Changed | undefined) {
    if (e === 'all' || j === 'all') await catchUp(index);
    else {
      const ids = new Set(e);
      if (j) {
        const journalIds = [...j];
        const retitled = takeJournals(index, await db.journals.bulkGet(journalIds), journalIds);
        for (const id of retitled)
          for (const entryId of entriesOfJournal(index, id)) ids.add(entryId);
      }
      const list = [...ids];
      const rows = await db.entries.bulkGet(list);
      rows.forEach((entry, i) =>
        ours(entry) ? putEntry(index, entry) : removeEntry(index, list[i]!),
      );
    }
  }

  function keepLater() {
    if (saveTimer !== undefined) stopTimer(saveTimer);
    saveTimer = startTimer(() => {
      saveTimer = undefined;
      // Not kept: the next visit catches up from the older copy, or builds it again.
      void queue(keep).catch(() => undefined);
    }, saveMs);
  }

  async function keep() {
    if (!current) return;
    const { userId, index } = current;
    // Signed out (or another account) meanwhile: its words must not be written back.
    if ((await signedIn()) !== userId) return;
    await save(userId, await packIndex(storedIndex(index, userId)));
  }

  /** The signed-in account's index, up to date with the records; undefined when signed out. */
  async function ready(): Promise<EntryIndex | undefined> {
    const userId = await signedIn();
    if (userId !== current?.userId) {
      current = undefined;
      if (saveTimer !== undefined) stopTimer(saveTimer);
      saveTimer = undefined;
      if (userId === null) return undefined;
      const kept = loadIndex(await unpackIndex(await load(userId).catch(() => undefined)), userId);
      const index = kept ?? createEntryIndex();
      entries = journals = undefined;
      const changed = await catchUp(index);
      current = { userId, index };
      // A new index is kept at once, after this answer: the next visit loads it instead of
      // building it. (Waiting for it held the first answer 0.5 s longer.)
      if (!kept) void keep().catch(() => undefined);
      else if (changed > 0) keepLater();
      return index;
    }
    // Changes reported but not yet taken go in before the answer.
    if (followTimer !== undefined) stopTimer(followTimer);
    followTimer = undefined;
    if (entries || journals) await applyChanges();
    return current?.index;
  }

  return {
    search: (query, filters) =>
      queue(async () => {
        const index = await ready();
        if (!index) return [];
        const found = findEntries(index, parseQuery(query), filters, dayOf ? { dayOf } : {});
        const rows = await db.entries.bulkGet(found.map((hit) => hit.id));
        return found.map(({ id, score, terms, facts }, i): EntryHit => {
          const journal = index.journals.get(facts.j);
          const row = rows[i];
          return {
            id,
            journal_id: facts.j,
            journal_title: journal?.title ?? '',
            user: journal?.user ?? row?.user.ritual_user ?? '',
            journal_slug: journal?.slug ?? '',
            type: facts.t,
            created_at: row?.created_at ?? new Date(facts.c).toISOString(),
            private: facts.p,
            snippet: snippetOf(row?.notes ?? '', new Set(terms)),
            score,
          };
        });
      }),
    tagCounts: () =>
      queue(async () => {
        const index = await ready();
        return index ? countTags(index) : [];
      }),
    close() {
      Dexie.on.storagemutated.unsubscribe(onMutated);
      if (followTimer !== undefined) stopTimer(followTimer);
      if (saveTimer !== undefined) stopTimer(saveTimer);
    },
  };
}
