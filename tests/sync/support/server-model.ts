import type { WireRecord } from './server-host.js';
import type { Share } from './world.js';

/**
 * What the server must hold after the mutations it accepted, worked out from the requests alone
 * (in the order the server answered them) under docs/decisions.md #6: last writer wins by last_modified,
 * never later than the server's clock; a delete wins; a journal's delete takes its entries.
 */
export interface ExpectedRecords {
  journals: { id: string; title: string }[];
  entries: { id: string; journal_id: string; notes: string }[];
  comments: { id: string; entry_id: string; journal_id: string; value: string }[];
}

interface Versioned {
  lm: number;
  deleted: boolean;
}
type Journal = Versioned & { owner: string; title: string };
type Entry = Versioned & { author: string; journal_id: string; notes: string };
type Body = Record<string, unknown>;

/** The server's edit time: the client's, but never after the server's now. */
const editTime = (body: Body, at: number) =>
  typeof body.last_modified === 'number' ? Math.min(body.last_modified, at) : at;

/** The first successful answer of each mutation: replays answer from the stored response. */
export function acceptedMutations(wire: readonly WireRecord[]): WireRecord[] {
  const seen = new Set<string>();
  return wire.filter((record) => {
    if (record.key === null || record.status >= 300 || seen.has(record.key)) return false;
    seen.add(record.key);
    return true;
  });
}

export class ServerModel {
  private readonly journals = new Map<string, Journal>();
  private readonly entries = new Map<string, Entry>();
  private readonly comments = new Map<string, { entry_id: string; value: string }>();
  /** updates that lost to a newer edit, by mutation id */
  readonly stale = new Set<string>();

  constructor(wire: readonly WireRecord[]) {
    for (const record of acceptedMutations(wire)) this.apply(record);
  }

  /** What a user must see: their journals and those shared with them, with what lives inside. */
  visibleTo(userId: string, shares: readonly Share[]): ExpectedRecords {
    const shared = new Set(shares.filter((s) => s.userId === userId).map((s) => s.journalId));
    const journals = [...this.journals].filter(
      ([id, journal]) => !journal.deleted && (journal.owner === userId || shared.has(id)),
    );
    const open = new Set(journals.map(([id]) => id));
    const entries = [...this.entries].filter(
      ([, entry]) => !entry.deleted && open.has(entry.journal_id),
    );
    const journalOf = new Map(entries.map(([id, entry]) => [id, entry.journal_id]));
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    return {
      journals: journals.map(([id, journal]) => ({ id, title: journal.title })).sort(byId),
      entries: entries
        .map(([id, entry]) => ({ id, journal_id: entry.journal_id, notes: entry.notes }))
        .sort(byId),
      comments: [...this.comments]
        .filter(([, comment]) => journalOf.has(comment.entry_id))
        .map(([id, comment]) => ({
          id,
          entry_id: comment.entry_id,
          journal_id: journalOf.get(comment.entry_id)!,
          value: comment.value,
        }))
        .sort(byId),
    };
  }

  /** The entries a user wrote that still stand: their user record's numberOfEntries. */
  entriesBy(userId: string): number {
    return [...this.entries.values()].filter(
      (entry) =>
        entry.author === userId &&
        !entry.deleted &&
        this.journals.get(entry.journal_id)?.deleted === false,
    ).length;
  }

  private apply(record: WireRecord): void {
    const body = (record.json ?? {}) as Body;
    const [collection, id, verb, target] = record.path.split('/');
    const route = `${record.method} ${collection}${id === undefined ? '' : '/:id'}${verb ? `/${verb}` : ''}`;
    const lm = editTime(body, record.at);
    switch (route) {
      case 'POST journals':
        if (!this.journals.has(String(body.id)))
          this.journals.set(String(body.id), {
            owner: record.userId,
            title: String(body.title),
            lm,
            deleted: false,
          });
        return;
      case 'POST journals/:id':
        return this.edit(this.journals.get(id!), record, lm, { title: body.title });
      case 'DELETE journals/:id': {
        const journal = this.journals.get(id!);
        if (!journal || journal.deleted) return;
        Object.assign(journal, { deleted: true, lm: record.at });
        for (const entry of this.entries.values())
          if (entry.journal_id === id) entry.deleted = true;
        return;
      }
      case 'POST entries':
        if (!this.entries.has(String(body.id)))
          this.entries.set(String(body.id), {
            author: record.userId,
            journal_id: String(body.journal_id),
            notes: typeof body.notes === 'string' ? body.notes : '',
            lm,
            deleted: false,
          });
        return;
      case 'POST entries/:id':
        return this.edit(this.entries.get(id!), record, lm, { notes: body.notes });
      case 'POST entries/:id/move': {
        const entry = this.entries.get(id!);
        if (!entry) throw new Error(`a move of an entry the model never saw: ${record.path}`);
        if (target !== entry.journal_id && lm >= entry.lm)
          Object.assign(entry, { journal_id: target, lm });
        return;
      }
      case 'DELETE entries/:id': {
        const entry = this.entries.get(id!);
        if (entry && !entry.deleted) Object.assign(entry, { deleted: true, lm: record.at });
        return;
      }
      case 'POST comments':
        if (!this.comments.has(String(body.id)))
          this.comments.set(String(body.id), {
            entry_id: String(body.entry_id),
            value: String(body.value),
          });
        return;
      default:
        throw new Error(`the model does not know ${record.method} ${record.path}`);
    }
  }

  /** docs/decisions.md #6 for an edit: applied unless the stored version is newer. */
  private edit(
    current: Versioned | undefined,
    record: WireRecord,
    lm: number,
    fields: Record<string, unknown>,
  ): void {
    if (!current) throw new Error(`an edit of a record the model never saw: ${record.path}`);
    if (lm < current.lm) {
      this.stale.add(record.key!);
      return;
    }
    current.lm = lm;
    for (const [name, value] of Object.entries(fields))
      if (value !== undefined) Object.assign(current, { [name]: value });
  }
}
