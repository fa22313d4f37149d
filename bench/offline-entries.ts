import type { Page } from 'playwright-core';

/** How the notes are typed: both go through the journal page's own panel and Save button. */
export type Input = 'playwright' | 'in-page';

/**
 * Makes `count` text entries as a user does, on the open journal page: N opens the new-entry
 * panel, the note is typed, Save, and the panel closes. Notes are `${prefix}${i + 1}`. Prints
 * progress every `every` entries and returns how long it took, in ms.
 *
 * 'playwright' sends real key presses and clicks, four round trips per entry. 'in-page' runs the
 * same steps as DOM events from a script in the page (keydown N on the body, the textarea's
 * input event as React reads it, a click on Save), without those round trips.
 */
export async function writeEntries(
  page: Page,
  count: number,
  { prefix, input, every = 100 }: { prefix: string; input: Input; every?: number },
): Promise<number> {
  const started = Date.now();
  let lap = started;
  for (let done = 0; done < count;) {
    const batch = Math.min(every, count - done);
    if (input === 'playwright') await typeWithPlaywright(page, prefix, done, batch);
    else await page.evaluate(inPageScript(prefix, done, batch));
    done += batch;
    const now = Date.now();
    console.log(
      `  ${done}/${count} entries written, the last ${batch} in ${((now - lap) / 1000).toFixed(1)} s`,
    );
    lap = now;
  }
  return Date.now() - started;
}

async function typeWithPlaywright(page: Page, prefix: string, from: number, batch: number) {
  const panel = page.getByRole('dialog', { name: 'New Entry' });
  for (let i = from; i < from + batch; i++) {
    await page.keyboard.press('n');
    await panel.getByLabel('Notes').fill(`${prefix}${i + 1}`);
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.waitFor({ state: 'hidden' });
  }
}

/** A string, because tsx wraps named functions in a helper the page lacks. */
const inPageScript = (prefix: string, from: number, batch: number) => `(async () => {
  const panel = () => document.querySelector('.new-entry-panel[role="dialog"]');
  const until = (ready) => new Promise((resolve, reject) => {
    const deadline = performance.now() + 15000;
    const check = () => {
      const value = ready();
      if (value) resolve(value);
      else if (performance.now() > deadline) reject(new Error('The new-entry panel did not ' + (panel() ? 'close' : 'open')));
      else setTimeout(check, 1);
    };
    check();
  });
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
  for (let i = ${from}; i < ${from + batch}; i++) {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }));
    const notes = await until(() => panel()?.querySelector('textarea'));
    setValue.call(notes, ${JSON.stringify(prefix)} + (i + 1));
    notes.dispatchEvent(new Event('input', { bubbles: true }));
    const save = await until(() => [...panel().querySelectorAll('button')].find((b) => b.textContent.trim() === 'Save' && !b.disabled));
    save.click();
    await until(() => !panel());
  }
})()`;
