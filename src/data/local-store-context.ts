import { createContext } from 'react';
import type { RitualDb } from '../../local-store/db';
import type { JustWrittenStore } from './just-written';

/** What every data hook reads from: the device's database and who is signed in. */
export interface LocalStore {
  db: RitualDb;
  /** the signed-in user's id (session.ts); null for a visitor */
  userId: string | null;
  /** records this page created a moment ago, before IndexedDB has them (absent in tests) */
  justWritten?: JustWrittenStore;
}

/** Provided once by the app shell; tests provide their own fake-indexeddb store. */
export const LocalStoreContext = createContext<LocalStore | null>(null);
