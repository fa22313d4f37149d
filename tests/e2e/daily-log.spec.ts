import { describe, expect, it } from 'vitest';
import type { Person } from '../support/api-client.js';
import { expectAccessible, expectTouchTargets } from '../support/accessibility.js';
import { screenshot, WIDTHS } from '../support/app-pages.js';
import { DailyLogPage } from '../support/pages/daily-log.js';
import { useStage } from '../support/stage.js';

// Issue 19: /daily lists the daily log in the person's order, and the order is theirs to change,
// by dragging a row's handle or with the keyboard, offline too: it reaches their other devices.

const soon = { timeout: 20_000 };
const TITLES = ['Morning pages', 'Piano', 'Stretching'];

const stage = useStage();

/** Someone whose daily log holds three journals, in TITLES' order. */
async function withThreeJournals(prefix: string): Promise<Person> {
  const person = await stage.register(prefix);
  for (const title of TITLES) {
    const journal = (await stage.api.call('POST', '/journals', person, {
      private: false,
      title,
    })) as {
      id: string;
    };
    await stage.api.call('POST', `/journals/${journal.id}/log-add`, person, {});
  }
  return person;
}

/** The log's order as the server holds it (GET /users/log). */
async function serverOrder(person: Person): Promise<string[]> {
  const log = (await stage.api.call('GET', '/users/log', person)) as {
    journal: { title: string };
  }[];
  return log.map((item) => item.journal.title);
}

describe('the daily log page', () => {
  for (const width of WIDTHS)
    it(`moves a journal by dragging its handle, and reads well at ${width} px`, async () => {
      const person = await withThreeJournals(`drag${width}`);
      const { page } = await stage.signedInPage(width, person);
      await stage.open(page, '/daily');
      const daily = new DailyLogPage(page);
      await expect.poll(() => daily.titles(), soon).toEqual(TITLES);
      await expectAccessible(page, `/daily at ${width} px`);
      await expectTouchTargets(page, `/daily at ${width} px`, 'main');
      await screenshot(page, 'daily-log', width);

      await daily.drag('Stretching', 'Morning pages');
      const moved = ['Stretching', 'Morning pages', 'Piano'];
      await expect.poll(() => daily.titles(), soon).toEqual(moved);
      await expect.poll(() => serverOrder(person), soon).toEqual(moved);
      // Today shows the log in the same order.
      await stage.open(page, '/home');
      await expect
        .poll(() => page.locator('ol.daily-rows .daily-row__title').allTextContents(), soon)
        .toEqual(moved);
    });

  it('moves a journal by keyboard while offline, and the order reaches the other device', async () => {
    const person = await withThreeJournals('keys');
    const { page: phone } = await stage.signedInPage(375, person);
    await stage.open(phone, '/daily');
    const daily = new DailyLogPage(phone);
    await expect.poll(() => daily.titles(), soon).toEqual(TITLES);

    await phone.context().setOffline(true);
    await daily.moveByKeyboard('Morning pages', 2);
    const moved = ['Piano', 'Stretching', 'Morning pages'];
    await expect.poll(() => daily.titles(), soon).toEqual(moved);
    // The move is read out, and focus stays on the handle that moved it.
    await expect.poll(() => daily.announced(), soon).toContain('Morning pages dropped at 3 of 3');
    await expect
      .poll(() => phone.evaluate(() => document.activeElement?.ariaLabel))
      .toBe('Move Morning pages');
    expect(await serverOrder(person)).toEqual(TITLES);

    await phone.context().setOffline(false);
    await expect.poll(() => serverOrder(person), soon).toEqual(moved);
    const { page: laptop } = await stage.signedInPage(1280, person);
    await stage.open(laptop, '/daily');
    await expect.poll(() => new DailyLogPage(laptop).titles(), soon).toEqual(moved);
    await expect.poll(() => daily.titles(), soon).toEqual(moved);
  });
});
