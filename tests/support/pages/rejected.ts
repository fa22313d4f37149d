import type { Locator, Page } from 'playwright-core';

/** A journal page's refused entries: cards marked 'Not saved', above the entry list. */
export class RejectedEntriesModel {
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.cards = page
      .getByRole('main')
      .getByRole('region', { name: 'Not saved' })
      .getByRole('article');
  }

  /** The card of a refused entry, by its text. */
  card(notes: string): RefusedEntryCard {
    return new RefusedEntryCard(this.cards.filter({ hasText: notes }));
  }
}

export class RefusedEntryCard {
  readonly mark: Locator;
  readonly tryAgain: Locator;
  readonly discard: Locator;

  constructor(readonly root: Locator) {
    this.mark = root.locator('.rejected-entry__mark');
    this.tryAgain = root.getByRole('button', { name: 'Try again' });
    this.discard = root.getByRole('button', { name: 'Discard' });
  }

  /** Whether the card says this, e.g. the server's reason or 'With a photo.' */
  says(text: string): Locator {
    return this.root.getByText(text, { exact: true });
  }
}

/** How many rows the page's IndexedDB holds in a store ('rejected', 'blobs', 'outbox'). */
export function storedCount(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('ritual');
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'));
        opening.onsuccess = () => {
          const db = opening.result;
          const counting = db.transaction(name).objectStore(name).count();
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
          counting.onerror = () => reject(counting.error ?? new Error('count failed'));
        };
      }),
    store,
  );
}
