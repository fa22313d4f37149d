import type { Locator, Page } from 'playwright-core';

/** /daily: the journals of the daily log in the person's order, each with a handle to move it. */
export class DailyLogPage {
  readonly heading: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Daily log' });
    this.rows = main.locator('ol.daily-rows > li');
  }

  /** The journals' titles, top to bottom, as the page shows them. */
  titles(): Promise<string[]> {
    return this.rows.locator('.daily-row__title').allTextContents();
  }

  /** The handle that moves a journal's row (a button: drag it, or Space and the arrow keys). */
  handle(title: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name: `Move ${title}` });
  }

  /** Moves a journal by keyboard: Space to pick it up, `steps` arrow presses, Space to drop it. */
  async moveByKeyboard(title: string, steps: number): Promise<void> {
    const handle = this.handle(title);
    await handle.focus();
    await this.page.keyboard.press('Space');
    // Each key waits for what the previous one said, as a screen reader's user would.
    await this.said(`Picked up ${title}`);
    const key = steps > 0 ? 'ArrowDown' : 'ArrowUp';
    const from = (await this.titles()).indexOf(title) + 1;
    for (let i = 1; i <= Math.abs(steps); i++) {
      await this.page.keyboard.press(key);
      await this.said(`${title} is now at ${from + Math.sign(steps) * i} of`);
    }
    await this.page.keyboard.press('Space');
  }

  /** What the sorting last read out (its live region). */
  readonly announced = () =>
    this.page.locator('[id^="DndLiveRegion"]').textContent({ timeout: 5_000 });

  private async said(text: string): Promise<void> {
    await this.page
      .locator('[id^="DndLiveRegion"]')
      .filter({ hasText: text })
      .waitFor({ state: 'attached', timeout: 5_000 });
  }

  /** Drags a journal's handle with the mouse onto another journal's row. */
  async drag(title: string, onto: string): Promise<void> {
    const from = await this.handle(title).boundingBox();
    const to = await this.rows.filter({ hasText: onto }).boundingBox();
    if (!from || !to) throw new Error(`${title} or ${onto} is not on the page`);
    const mouse = this.page.mouse;
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await mouse.down();
    // In steps, as a hand moves: the sorting follows the pointer, not a jump.
    await mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
    await mouse.up();
  }
}
