import { expose } from 'comlink';
import { openLocalStore } from '../local-store/db';
import { loadSearchIndex, saveSearchIndex } from '../local-store/search-index-store';
import { readSession } from '../local-store/session';
import { followDevice } from './device-index';
import { searchApiOf } from './search-api';

// The worker opens the page's database itself: entries never cross postMessage, and Dexie tells
// it of every write made in the page or the service worker.
const device = followDevice({
  db: openLocalStore(),
  signedIn: async () => (await readSession()).userId,
  load: (userId) => loadSearchIndex(userId),
  save: (userId, index) => saveSearchIndex(userId, index),
});

expose(searchApiOf(device));
