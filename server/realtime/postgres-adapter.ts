import { setTimeout as sleep } from 'node:timers/promises';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Log } from '../log.js';
import type { RitualSocketServer } from './hub.js';

/** How long a closing server waits for the adapter to finish taking its LISTEN connection. */
const LISTEN_WAIT_MS = 3000;

/**
 * docs/decisions.md #11: with PostgreSQL, socket.io's emits reach the sockets of every server process through
 * LISTEN/NOTIFY (large ones through the socket_io_attachments table, made by migration 0003).
 * Its own small pool: the adapter keeps one connection for LISTEN for as long as it runs, which
 * must not come out of the pool the API's requests share.
 */
export function postgresAdapter(url: string, log: Log) {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const warn = (error: Error) =>
    log.warn('socket adapter connection lost', { error: error.message });
  // A lost connection (a restarted database) must not crash the process: the adapter keeps its
  // LISTEN connection checked out, where the pool's own error handler does not cover it. The
  // adapter reconnects by itself when that connection ends.
  pool.on('error', warn);
  pool.on('connect', (client) => client.on('error', warn));
  return {
    adapter: createAdapter(pool, {
      errorHandler: (error) => log.warn('socket adapter error', { error: String(error) }),
    }),
    /**
     * Call after io.close(). A server closed right after it started can overtake the adapter still
     * taking its LISTEN connection, which it would then hold forever (and pool.end() would wait
     * for it): so closeIo() runs only once the adapter holds it, or after LISTEN_WAIT_MS.
     */
    async close(io: RitualSocketServer, closeIo: () => Promise<void>) {
      // The adapter has no public "ready"; its pub/sub client's `client` is set once LISTEN ran.
      const adapter = io.of('/').adapter as unknown as { client?: { client?: unknown } };
      for (let waited = 0; !adapter.client?.client && waited < LISTEN_WAIT_MS; waited += 20)
        await sleep(20);
      await closeIo();
      await pool.end();
    },
  };
}
