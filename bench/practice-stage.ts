// The stage several browser benchmarks share: the built server on a fresh data directory, Chromium,
// and a person with a journal called Practice. Each benchmark seeds what it measures on top.
import type { Browser } from 'playwright-core';
import { ApiClient, type Person } from '../tests/support/api-client.js';
import { launchBrowser } from '../tests/support/browser.js';
import {
  removeDataDir,
  startBuiltServer,
  type BuiltServer,
} from '../tests/support/built-server.js';

export interface PracticeStage {
  server: BuiltServer;
  browser: Browser;
  api: ApiClient;
  person: Person;
  journal: { id: string; slug: string };
}

/** Runs `work` on a new stage (the person registered as `who`), then closes it and removes its data. */
export async function onPracticeStage<T>(
  who: string,
  work: (stage: PracticeStage) => Promise<T>,
): Promise<T> {
  // Benchmarks seed thousands of entries for one person.
  const server = await startBuiltServer({ env: { FREE_ENTRY_LIMIT: '100000' } });
  const browser = await launchBrowser();
  try {
    const api = new ApiClient(server.url);
    const person = await api.register(who);
    const journal = (await api.call('POST', '/journals', person, {
      private: false,
      title: 'Practice',
    })) as PracticeStage['journal'];
    return await work({ server, browser, api, person, journal });
  } finally {
    await browser.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}
