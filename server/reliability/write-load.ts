import { setTimeout as sleep } from 'node:timers/promises';
import { v7 as uuidv7 } from 'uuid';
import { waitsForLater } from '../../contract/outbox.js';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency.js';

/** An answer slower than this counts as a server that hangs. */
const ANSWER_WITHIN_MS = 10_000;
/** Between two tries of a write: short, where the page would back off, to keep tests short. */
const RETRY_MS = 50;

/** What one request got: an HTTP answer, or none (a network error, or no answer in time). */
export type Answer =
  { status: number; body: unknown; retryAfter: string | null } | { failed: string };

export interface Write {
  /** the new entry's id, chosen by the client */
  id: string;
  key: string;
  answers: Answer[];
  /** when its first try was sent (performance.now) */
  begun: number;
  /** true once a 2xx answered it */
  done: boolean;
}

export interface LoadClient {
  url: string;
  token: string;
  journalId: string;
  writes: Write[];
  /** the answers to its reads (GET /api/sync) */
  reads: Answer[];
}

async function ask(url: string, init: RequestInit): Promise<Answer> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
    const text = await res.text();
    const body: unknown = text === '' ? null : JSON.parse(text);
    return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
  } catch (error) {
    return { failed: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/**
 * Sends one new entry as the page's outbox does: the same Idempotency-Key every time, again after
 * "not now" (no answer, 5xx, 409 with Retry-After), until an answer says done or no, or `giveUp()`.
 */
async function send(client: LoadClient, write: Write, giveUp: () => boolean): Promise<void> {
  while (!giveUp()) {
    const answer = await ask(`${client.url}/api/entries`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${client.token}`,
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: write.key,
      },
      body: JSON.stringify({ id: write.id, journal_id: client.journalId, notes: write.id }),
    });
    write.answers.push(answer);
    if ('status' in answer) {
      write.done = answer.status < 300;
      if (write.done || !waitsForLater(answer.status, answer.retryAfter !== null)) return;
    }
    await sleep(RETRY_MS);
  }
}

/**
 * Steady load from each client: one new entry after another (each sent until done), and beside
 * them pulls from cursor 0 (GET /api/sync), each tried once. `stop()` lets each finish the write it has begun, for at most
 * `drainMs`; a write still not done then stays `done: false`.
 */
export function startLoad(clients: LoadClient[]) {
  let stopping = false;
  let abandoned = false;
  const loops = clients.map(async (client) => {
    while (!stopping) {
      const write: Write = {
        id: uuidv7(),
        key: uuidv7(),
        answers: [],
        begun: performance.now(),
        done: false,
      };
      client.writes.push(write);
      await send(client, write, () => abandoned);
    }
  });
  const pulls = clients.map(async (client) => {
    while (!stopping) {
      const pull = await ask(`${client.url}/api/sync?since=0&limit=50`, {
        headers: { authorization: `Bearer ${client.token}` },
      });
      client.reads.push(pull);
      await sleep(RETRY_MS);
    }
  });
  return {
    /** how many writes begun at or after `since` each client has had done */
    doneSince: (since: number) =>
      clients.map((c) => c.writes.filter((w) => w.done && w.begun >= since).length),
    async stop(drainMs: number): Promise<void> {
      stopping = true;
      const timer = setTimeout(() => (abandoned = true), drainMs);
      await Promise.all([...loops, ...pulls]);
      clearTimeout(timer);
    },
  };
}
