import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { Mutation, SendOutcome } from '../../../contract/outbox.js';
import type { ActionContext } from '../../../src/data/actions/context.js';
import { openLocalStore, type RitualDb } from '../../../local-store/db.js';
import { createApiGet } from '../../../src/data/sync/api-get.js';
import { createDirectTransport } from '../../../src/data/sync/direct-transport.js';
import { createSyncEngine } from '../../../src/data/sync/engine.js';
import type { PushResult, SyncEngine, SyncSignal } from '../../../src/data/sync/types.js';
import { createMutex } from './mutex.js';
import { Network } from './network.js';
import type { Account, ServerHost } from './server-host.js';
import { deviceSnapshot, type Snapshot } from './snapshot.js';

export const BASE_URL = 'http://ritual.test/api';

export interface DeviceOptions {
  name: string;
  host: ServerHost;
  account: Account;
  /** seeded: backoff jitter and lost answers */
  random: () => number;
  /** how far this device's clock runs ahead of the server's (negative: behind) */
  skewMs?: number;
  /** the browser's IndexedDB, when it holds data already (an upgrade fixture's); else empty */
  indexedDB?: InstanceType<typeof IDBFactory>;
}

/**
 * One phone or laptop of a user: its own IndexedDB (kept across reloads), network and sync
 * engine over the in-process server. Everything the page would do goes through the engine.
 */
export class Device {
  readonly name: string;
  readonly network: Network;
  /** every final answer a mutation got, by mutation id (a lost answer is not one) */
  readonly outcomes = new Map<string, SendOutcome>();
  /** every mutation this device wrote, in order */
  readonly written: Mutation[] = [];
  readonly signals: SyncSignal[] = [];
  db!: RitualDb;
  engine!: SyncEngine;
  readonly idb: InstanceType<typeof IDBFactory>;

  constructor(private readonly options: DeviceOptions) {
    this.name = options.name;
    this.idb = options.indexedDB ?? new IDBFactory();
    this.network = new Network(options.host, options.account.user.id, options.random);
    this.open();
  }

  /** The device's clock: the server's, give or take its skew. */
  now(): number {
    return this.options.host.clock.now + (this.options.skewMs ?? 0);
  }

  /** What actions need: this moment and who acts. */
  ctx(): ActionContext {
    const { user } = this.options.account;
    return { now: this.now(), user: { id: user.id, ritual_user: user.ritual_user, avatar: null } };
  }

  get userId(): string {
    return this.options.account.user.id;
  }

  get account(): Account {
    return this.options.account;
  }

  async write(mutation: Mutation): Promise<Mutation> {
    this.written.push(mutation);
    await this.engine.write(mutation);
    return mutation;
  }

  sync(): Promise<PushResult> {
    return this.engine.sync();
  }

  pushOnly(): Promise<PushResult> {
    return this.engine.push();
  }

  pullOnly(): Promise<number> {
    return this.engine.pull();
  }

  /** A page reload: memory (engine, lock, pending requests) is gone; IndexedDB stays. */
  reload(): void {
    this.db.close();
    this.open();
  }

  async outboxSize(): Promise<number> {
    return this.db.outbox.count();
  }

  snapshot(): Promise<Snapshot> {
    return deviceSnapshot(this.db);
  }

  close(): void {
    this.db.close();
  }

  private open(): void {
    const { account } = this.options;
    const getToken = () => Promise.resolve(account.token);
    const http = { fetch: this.network.fetch, baseUrl: BASE_URL, getToken };
    this.db = openLocalStore('ritual', { indexedDB: this.idb, IDBKeyRange });
    const transport = createDirectTransport({ ...http, db: this.db });
    this.engine = createSyncEngine({
      db: this.db,
      transport: {
        send: async (mutation) => {
          const outcome = await transport.send(mutation);
          if (outcome.kind === 'done' || outcome.kind === 'refused')
            this.outcomes.set(mutation.id, outcome);
          return outcome;
        },
      },
      get: createApiGet(http),
      now: () => this.now(),
      random: this.options.random,
      withLock: createMutex(),
      signal: (signal) => this.signals.push(signal),
    });
  }
}
