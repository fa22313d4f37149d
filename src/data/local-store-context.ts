import { createContext } from 'react';
import type { RitualDb } from './db';

/** What every data hook reads from: the device's database and who is signed in. */
export interface LocalStore {
  db: RitualDb;
  /** the signed-in user's id (session.ts); null for a visitor */
  userId: string | null;
}

/** Provided once by the app shell; tests provide their own fake-indexeddb store. */
export const LocalStoreContext = createContext<LocalStore | null>(null);
