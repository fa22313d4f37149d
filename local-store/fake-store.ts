import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openLocalStore, type RitualDb } from './db';

// Tests only: nothing of the app or the worker imports this.

let stores = 0;

/** A device's local store on an IndexedDB of its own (fake-indexeddb), empty, for one test. */
export function freshStore(name = `store-${++stores}`): RitualDb {
  return openLocalStore(name, { indexedDB: new IDBFactory(), IDBKeyRange });
}
