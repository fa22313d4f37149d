import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, Person } from '../support/api-client.js';
import { BEHAVIOUR_WIDTHS, screenshot } from '../support/app-pages.js';
import { startJitsiStandIn, type JitsiStandIn } from '../support/jitsi-stand-in/stand-in-server.js';
import { AppBar } from '../support/pages/app-bar.js';
import { VideoChatModel } from '../support/pages/video.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };
const CLOSED_FOR_GUESTS = 'This chat room is currently closed. Please come back later.';

// The stand-in starts first (the server is told its domain) and closes after the stage.
let standIn: JitsiStandIn;
beforeAll(async () => {
  standIn = await startJitsiStandIn();
});
afterAll(async () => {
  await standIn?.close();
});
const stage = useStage({ env: () => ({ JITSI_DOMAIN: standIn.domain }) });
let api: ApiClient;
beforeAll(() => {
  api = stage.api;
});

/** A device of its own; the stand-in's certificate is self-signed. */
function device(width: number): Promise<Page> {
  return stage.newPage(width, { ignoreHTTPSErrors: true });
}

async function signedIn(person: Person, width: number): Promise<Page> {
  const page = await device(width);
  await stage.signIn(page, person);
  return page;
}

const posted = (page: Page, path: string) =>
  page.waitForResponse(
    (response: Response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === path,
    soon,
  );

describe.each(BEHAVIOUR_WIDTHS)('the journal video chat at %i px', (width) => {
  it('runs a journal’s room inline, closes it to a guest, floats elsewhere and ends', async () => {
    const shoot = (page: Page, name: string) => screenshot(page, `video-chat-${name}`, width);
    const owner = await api.register('vid');
    const journal = await api.call('POST', '/journals', owner, {
      private: false,
      title: `Choir ${width}`,
    });
    // Enough entries below the panel to scroll it out of sight.
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        api.call('POST', '/entries', owner, {
          journal_id: journal.id,
          notes: `Rehearsal ${index}`,
        }),
      ),
    );
    const journalPath = `/${owner.username}/${journal.slug as string}`;
    const room = `ritual-journal-chat-${journal.id as string}`;
    const questions: string[] = [];
    // The server's own count of the signed-in people in the call, as the journal now carries it.
    const serverCount = async () =>
      (await api.call('GET', `/users/${owner.username}/journals/${journal.slug as string}`, owner))
        .videoConferenceParticipants as number;
    const [ownPage, guestPage] = await Promise.all([signedIn(owner, width), device(width)]);
    const chat = new VideoChatModel(ownPage);
    const guest = new VideoChatModel(guestPage);

    // Shown inline on the journal: the stand-in got docs/product.md §9's room and look from the real SDK.
    await stage.open(ownPage, journalPath);
    const activity = posted(ownPage, '/api/activity');
    const event = posted(ownPage, '/api/events');
    await chat.start.click(soon);
    expect((await activity).status()).toBe(201);
    expect((await event).status()).toBe(204);
    // The server accepts only 'jitsi-join' there; the public feed shows whose and where.
    const feed = await api.call('GET', '/activity');
    expect(feed.activity[0]).toMatchObject({
      type: 'jitsi-join',
      journal_id: journal.id,
      user: { id: owner.id },
    });
    await chat.meeting.waitFor(soon);
    expect(await chat.meeting.getAttribute('src')).toBe(`https://${standIn.domain}/${room}`);
    const [created] = (await chat.record()).created;
    expect(created!.domain).toBe(standIn.domain);
    expect(created!.options.roomName).toBe(room);
    expect(created!.options.configOverwrite.subject).toBe(`Choir ${width}`);
    expect(created!.options.interfaceConfigOverwrite).toMatchObject({
      TOOLBAR_BUTTONS: expect.arrayContaining(['microphone', 'hangup', 'tileview']),
      SETTINGS_SECTIONS: ['devices', 'language'],
      DEFAULT_BACKGROUND: '#000000',
      TOOLBAR_TIMEOUT: 2000,
    });
    await expect.poll(() => standIn.participants(room), soon).toBe(1);
    await chat.count('1 in the video chat').waitFor(soon);
    await expect.poll(serverCount, soon).toBe(1);
    expect(await chat.mode()).toBe('inline');
    const slot = (await ownPage.getByRole('main').boundingBox())!;
    expect((await chat.size()).height).toBe(500);
    expect((await chat.size()).width).toBeLessThanOrEqual(Math.round(slot.width));
    await shoot(ownPage, 'inline');

    // Scrolled more than 500 px past its top, the call floats; scrolled back, it sits inline again.
    const slotTop = await chat.panel.evaluate((element) => element.getBoundingClientRect().top);
    await ownPage.getByText('Rehearsal 0').waitFor(soon);
    await ownPage.evaluate((y) => window.scrollTo(0, y), slotTop + 520);
    await expect.poll(() => chat.mode(), soon).toBe('floating');
    await ownPage.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => chat.mode(), soon).toBe('inline');
    expect(await chat.panel.evaluate((element) => element.getBoundingClientRect().top)).toBe(
      slotTop,
    );

    // Meta+P, confirmed: the room gets a random password, and a guest is turned away.
    questions.push((await chat.toggleRoom('Close to newcomers')).message);
    await chat.notice.filter({ hasText: 'now closed for new participants' }).waitFor(soon);
    const [[command, password]] = (await chat.record()).commands as [[string, string]];
    expect(command).toBe('password');
    expect(password).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => standIn.room(room)?.password, soon).toBe(password);
    await stage.open(guestPage, journalPath);
    await guest.count('1 in the video chat').waitFor(soon);
    await guest.start.click(soon);
    await guest.notice.filter({ hasText: CLOSED_FOR_GUESTS }).waitFor(soon);
    await guest.panel.waitFor({ state: 'detached', ...soon });
    expect((await guest.record()).disposed).toBe(1);
    await shoot(guestPage, 'closed');

    // Meta+P again opens it; the guest gets in, the owner's page counts two, then one.
    questions.push((await chat.toggleRoom('Open to newcomers')).message);
    await chat.notice.filter({ hasText: 'now open for new participants again' }).waitFor(soon);
    expect((await chat.record()).commands.at(-1)).toEqual(['password', '']);
    expect(questions).toEqual([
      'Are you sure that you want to close this chat for other participants?',
      'Are you sure you want to open this video chat for new participants again?',
    ]);
    await guest.start.click();
    await guest.meeting.waitFor(soon);
    await chat.count('2 in the video chat').waitFor(soon);
    // The guest is a signed-out visitor, with no socket: the owner's call shows 2, the journal's
    // count (signed-in people the server saw join) stays 1.
    expect(await serverCount()).toBe(1);
    await guest.leave.click();
    await chat.count('1 in the video chat').waitFor(soon);

    // Away from the journal the same call floats in its 300×200 box, then Leave ends it.
    await new AppBar(ownPage).home.click();
    await ownPage.waitForURL((url) => url.pathname === '/home', soon);
    await expect.poll(() => chat.mode(), soon).toBe('floating');
    expect(await chat.size()).toEqual({ width: 300, height: 200 });
    await chat.panel.getByText('1 in the video chat').waitFor(soon);
    expect((await chat.record()).created).toHaveLength(1);
    await shoot(ownPage, 'floating');
    await chat.floatingLeave.click();
    await chat.panel.waitFor({ state: 'detached', ...soon });
    expect((await chat.record()).disposed).toBe(1);
    await expect.poll(() => standIn.participants(room), soon).toBe(0);
    // The last one out says so: the journal's count is back to 0.
    await expect.poll(serverCount, soon).toBe(0);
  });
});
