import type { ApiClient, Person } from '../tests/support/api-client.js';

interface SyncPage {
  changes: { kind: string; id: string; deleted: boolean }[];
  cursor: string;
  more: boolean;
}

/**
 * The person's live entries as the server holds them, read through the delta sync from where the
 * last read ended: each poll costs the server only the changes since the one before. (GET
 * /users/stats counts too, but recounts every entry each time: about 5 ms of the server's CPU
 * per call at 400 entries, taken every 100 ms from the replay it is timing.)
 */
export class ServerEntries {
  private readonly live = new Set<string>();
  private cursor = '0';

  constructor(
    private readonly api: ApiClient,
    private readonly who: Person,
  ) {}

  async count(): Promise<number> {
    for (;;) {
      const page = (await this.api.call(
        'GET',
        `/sync?since=${this.cursor}&limit=500`,
        this.who,
      )) as SyncPage;
      for (const change of page.changes) {
        if (change.kind !== 'entry') continue;
        if (change.deleted) this.live.delete(change.id);
        else this.live.add(change.id);
      }
      this.cursor = page.cursor;
      if (!page.more) return this.live.size;
    }
  }
}

/** When the server came to hold the new entries, in ms from `since`; null when it never did. */
export interface Arrival {
  /** the first of them: the page has noticed the server is back */
  first: number | null;
  /** all of them */
  all: number | null;
  /** how many new ones the server held when the watch ended */
  held: number;
}

/**
 * Polls the server every `everyMs` (the figures are that coarse) until it holds `expected` more
 * entries than `before`, or `limitMs` has passed.
 */
export async function watchArrival(
  entries: ServerEntries,
  { before, expected, since }: { before: number; expected: number; since: number },
  { everyMs = 100, limitMs }: { everyMs?: number; limitMs: number },
): Promise<Arrival> {
  let first: number | null = null;
  let held = 0;
  let reported = 0;
  while (Date.now() - since < limitMs) {
    held = (await entries.count()) - before;
    const at = Date.now() - since;
    if (held > 0 && first === null) {
      first = at;
      console.log(`  first entry on the server ${(at / 1000).toFixed(1)} s after it answered`);
    }
    if (held >= expected) return { first, all: at, held };
    // A line every 10 s, so a long wait shows it is still watching.
    if (at - reported >= 10_000) {
      reported = at;
      console.log(`  ${(at / 1000).toFixed(0)} s: the server holds ${held}/${expected}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return { first, all: null, held };
}
