import pg from 'pg';

/** The channel migration 0010's triggers notify when a write to a table reads draw on commits. */
const CHANNEL = 'ritual_writes';
/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/**
 * Hears every write committed to the PostgreSQL database, by this process or any other (the
 * triggers of migration 0010), as a count that moves: the read memo (server/http/read-memo.ts)
 * trusts an answer only while the count has not moved. Its own connection, held while it
 * listens and opened at the first `mark()`, so a process that never asks holds none.
 *
 * While that connection is not listening (before it is, or after it was lost), `mark()` answers
 * undefined: a notice may have gone unheard, so nothing may be trusted. Connecting again moves
 * the count, so no answer kept before the loss is trusted after it.
 */
export function listenForWrites(url: string) {
  let count = 0;
  let listening = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (connection: pg.Client) => {
    if (client !== connection) return;
    listening = false;
    client = undefined;
    count++;
    void connection.end().catch(() => undefined);
    if (!closed) retry = setTimeout(connect, RECONNECT_MS).unref();
  };

  function connect() {
    retry = undefined;
    if (closed || client) return;
    const connection = new pg.Client({ connectionString: url });
    client = connection;
    connection.on('notification', () => count++);
    connection.on('error', () => lost(connection));
    connection.on('end', () => lost(connection));
    connection
      .connect()
      .then(() => connection.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        if (client !== connection) return;
        count++;
        listening = true;
      })
      .catch(() => lost(connection));
  }

  return {
    /** A mark that differs after any write has committed since; undefined while deaf. */
    mark(): string | undefined {
      if (!listening) {
        if (!client && !retry) connect();
        return undefined;
      }
      return String(count);
    },
    /** This process committed a write: known at once, before its notice comes back. */
    committed() {
      count++;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      listening = false;
      await connection?.end().catch(() => undefined);
    },
  };
}
