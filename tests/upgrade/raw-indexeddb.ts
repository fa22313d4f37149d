/**
 * An IndexedDB database as plain JSON: its version, each store's key path and indexes, and every
 * record (blobs and binary as base64). An upgrade fixture keeps the page's database this way, so a
 * later release can rebuild it byte for byte at its old version and open it with its new schema.
 */
export interface RawIndex {
  name: string;
  keyPath: string | string[];
  unique: boolean;
  multiEntry: boolean;
}
export interface RawStore {
  name: string;
  keyPath: string | string[] | null;
  autoIncrement: boolean;
  indexes: RawIndex[];
  records: { key: unknown; value: unknown }[];
}
export interface RawDatabase {
  name: string;
  version: number;
  stores: RawStore[];
}

type Tagged = { $blob: string; type: string } | { $bytes: string };

// The little of IndexedDB used here, typed by hand: this runs in Node (fake-indexeddb), where the
// DOM library's types are not loaded.
interface IdbRequest<T> {
  result: T;
  error: Error | null;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
interface Store {
  keyPath: string | string[] | null;
  autoIncrement: boolean;
  indexNames: ArrayLike<string>;
  index(name: string): RawIndex;
  getAll(): IdbRequest<unknown[]>;
  getAllKeys(): IdbRequest<unknown[]>;
  put(value: unknown, key?: unknown): unknown;
  createIndex(name: string, keyPath: string | string[], options: object): unknown;
}
interface Transaction {
  objectStore(name: string): Store;
  oncomplete: (() => void) | null;
  onerror: (() => void) | null;
  error: Error | null;
}
interface Database {
  version: number;
  objectStoreNames: ArrayLike<string>;
  transaction(name: string, mode: 'readonly' | 'readwrite'): Transaction;
  createObjectStore(name: string, options: object): Store;
  close(): void;
}
/** An IndexedDB factory: the browser's `indexedDB`, or fake-indexeddb's IDBFactory. */
export interface Factory {
  open(
    name: string,
    version?: number,
  ): IdbRequest<Database> & { onupgradeneeded: (() => void) | null };
}

const done = <T>(request: IdbRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

async function toJson(value: unknown): Promise<unknown> {
  if (value instanceof Blob)
    return {
      $blob: Buffer.from(await value.arrayBuffer()).toString('base64'),
      type: value.type,
    } satisfies Tagged;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer)
    return { $bytes: Buffer.from(value as ArrayBuffer).toString('base64') } satisfies Tagged;
  if (Array.isArray(value)) return Promise.all(value.map(toJson));
  if (value !== null && typeof value === 'object') {
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, field]) => [key, await toJson(field)] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

function fromJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromJson);
  if (value !== null && typeof value === 'object') {
    if ('$blob' in value) {
      const { $blob, type } = value as { $blob: string; type: string };
      return new Blob([Buffer.from($blob, 'base64')], { type });
    }
    if ('$bytes' in value)
      return new Uint8Array(Buffer.from((value as { $bytes: string }).$bytes, 'base64'));
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, fromJson(field)]));
  }
  return value;
}

function open(factory: Factory, name: string, version?: number, upgrade?: (db: Database) => void) {
  const request = factory.open(name, version);
  if (upgrade) request.onupgradeneeded = () => upgrade(request.result);
  return done(request);
}

/** Reads a whole database as it is on disk, without any schema of the page's. */
export async function dumpDatabase(factory: Factory, name: string): Promise<RawDatabase> {
  const db = await open(factory, name);
  try {
    const stores: RawStore[] = [];
    for (const storeName of Array.from(db.objectStoreNames).sort()) {
      const store = db.transaction(storeName, 'readonly').objectStore(storeName);
      const indexes = Array.from(store.indexNames)
        .sort()
        .map((indexName) => {
          const index = store.index(indexName);
          return {
            name: index.name,
            keyPath: index.keyPath,
            unique: index.unique,
            multiEntry: index.multiEntry,
          };
        });
      const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
      const records = await Promise.all(
        values.map(async (value, i) => ({ key: keys[i], value: await toJson(value) })),
      );
      stores.push({
        name: storeName,
        keyPath: store.keyPath,
        autoIncrement: store.autoIncrement,
        indexes,
        records,
      });
    }
    return { name, version: db.version, stores };
  } finally {
    db.close();
  }
}

/** Writes a dumped database into `factory` at its old version, stores, indexes and records. */
export async function restoreDatabase(factory: Factory, raw: RawDatabase): Promise<void> {
  const db = await open(factory, raw.name, raw.version, (created) => {
    for (const store of raw.stores) {
      const made = created.createObjectStore(store.name, {
        keyPath: store.keyPath,
        autoIncrement: store.autoIncrement,
      });
      for (const index of store.indexes)
        made.createIndex(index.name, index.keyPath, {
          unique: index.unique,
          multiEntry: index.multiEntry,
        });
    }
  });
  try {
    for (const store of raw.stores) {
      const tx = db.transaction(store.name, 'readwrite');
      const target = tx.objectStore(store.name);
      for (const { key, value } of store.records)
        target.put(fromJson(value), store.keyPath === null ? key : undefined);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      });
    }
  } finally {
    db.close();
  }
}
