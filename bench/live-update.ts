// Issue 8: an entry made on one device appears on another within a second. Real Chromium, the built
// app and server: a signed-in user's journal page is open (nothing reloads it, no focus or online
// event); the entry is made through the API as another device would, and the clock runs from just
// before that request to the note appearing in the open page's list (a MutationObserver in the
// page; both clocks are this machine's wall clock). The path measured: the REST write, the commit
// hook's 'sync' on the socket, the page's pull, IndexedDB, the list's live query and render.
import type { Page } from 'playwright-core';
import { signIn } from './page-store.js';
import { onPracticeStage } from './practice-stage.js';
import type { Figure } from './results.js';

const WARM_UP = 3;
const UPDATES = 30;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Resolves with the wall-clock time the note shows in a card of the list. A string: see entry-save. */
function whenShown(page: Page, note: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const text = ${JSON.stringify(note)};
    const shown = () => [...document.querySelectorAll('main article')]
      .some((card) => card.textContent.includes(text));
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(Date.now());
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  })`);
}

export async function measureLiveUpdate(): Promise<Figure[]> {
  return onPracticeStage('live', async ({ server, browser, api, person, journal }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, server.url, person.username);
    await page.goto(`${server.url}/${person.username}/${journal.slug}`);
    await page.getByRole('heading', { name: 'Practice' }).waitFor();

    const times: number[] = [];
    for (let i = 0; i < WARM_UP + UPDATES; i++) {
      const note = `Made on another device ${i}.`;
      const shown = whenShown(page, note);
      const started = Date.now();
      await api.call('POST', '/entries', person, { journal_id: journal.id, notes: note });
      const ms = (await shown) - started;
      if (i >= WARM_UP) times.push(ms);
    }
    return [
      {
        name: 'live update: entry made on another device to shown on an open page, p95',
        value: percentile(times, 95),
        unit: 'ms',
        budget: 1000,
        note: `${UPDATES} entries after ${WARM_UP} warm-up, made over REST, shown on an open journal page (socket 'sync', pull, render), Chromium 1280 px; p50 ${percentile(times, 50)} ms`,
      },
    ];
  });
}
