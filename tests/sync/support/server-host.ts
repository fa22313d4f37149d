import { addCollaborator } from '../../../server/journals/collaborators.js';
import { startTestServer, type TestClock, type TestServer } from '../../../server/test/harness.js';

/** A mutating request the server answered, in the order it answered them (replays included). */
export interface WireRecord {
  /** who sent it */
  userId: string;
  key: string | null;
  method: string;
  /** the path under /api, e.g. 'entries/0193…' */
  path: string;
  json: unknown;
  status: number;
  /** the server's clock when it answered */
  at: number;
  /** the server kept a newer edit (header Ritual-Stale) */
  stale: boolean;
}

export interface Account {
  user: { id: string; ritual_user: string; email: string };
  token: string;
}

/**
 * The one server every device talks to. It can be restarted (a deploy or a crash): while it is
 * down nothing answers, and afterwards a new process serves the same data with the same clock.
 */
export class ServerHost {
  private server: TestServer;
  /** true between stopping the old process and the new one answering */
  down = false;
  /** every mutating request any device got answered */
  readonly wire: WireRecord[] = [];

  private constructor(server: TestServer) {
    this.server = server;
  }

  /** Devices for a server a test started itself (an upgrade fixture's data, say). */
  static around(server: TestServer): ServerHost {
    return new ServerHost(server);
  }

  /** A server with room for every entry a simulation writes (no plus-upgrade answers). */
  static async start(): Promise<ServerHost> {
    return new ServerHost(await startTestServer({ env: { FREE_ENTRY_LIMIT: '100000' } }));
  }

  get app(): TestServer['app'] {
    return this.server.app;
  }

  /** The server's clock, which the devices read too; tests move it to skip backoff waits. */
  get clock(): TestClock {
    return this.server.clock;
  }

  call(...args: Parameters<TestServer['call']>): ReturnType<TestServer['call']> {
    return this.server.call(...args);
  }

  register(prefix = 'sync'): Promise<Account> {
    return this.server.register(prefix);
  }

  /** Makes a user a member of a journal, as an accepted invitation does. */
  async addCollaborator(journalId: string, userId: string): Promise<void> {
    const { database } = this.server.deps;
    await database.transaction((tx) => addCollaborator(tx, journalId, userId, this.clock.now));
  }

  /**
   * Drops every entry kept as a pull sends it (docs/decisions.md #23): pulls present each entry
   * from its tables again, which must send the same.
   */
  async forgetKeptEntries(): Promise<void> {
    await this.server.deps.database.transaction(async ({ db, t }) => {
      await db.delete(t.entryRecords);
    });
  }

  /** Registers `count` users, a few at a time: password hashing runs on the thread pool. */
  async registerMany(count: number, atOnce = 4): Promise<Account[]> {
    const accounts: Account[] = [];
    while (accounts.length < count) {
      const batch = Math.min(atOnce, count - accounts.length);
      accounts.push(...(await Promise.all(Array.from({ length: batch }, () => this.register()))));
    }
    return accounts;
  }

  async restart(): Promise<void> {
    this.down = true;
    try {
      this.server = await this.server.restart();
    } finally {
      this.down = false;
    }
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
