import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Person } from '../support/api-client.js';
import { BEHAVIOUR_WIDTHS, pathOf, screenshot } from '../support/app-pages.js';
import { AppBar } from '../support/pages/app-bar.js';
import { ConversationPage, MessagesPage } from '../support/pages/messages.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };

const stage = useStage();
const shoot = (page: Page, name: string, width: number) =>
  screenshot(page, `messages-${name}`, width);

/** Counts the notification tones the page starts (Web Audio oscillators), since sound is unheard here. */
function countTones() {
  const counted = window as unknown as { tones: number };
  counted.tones = 0;
  const oscillator = OscillatorNode.prototype as unknown as {
    start: (this: OscillatorNode, when?: number) => void;
  };
  const start = oscillator.start;
  oscillator.start = function (when) {
    counted.tones += 1;
    start.call(this, when);
  };
}
const tones = (page: Page) => page.evaluate(() => (window as unknown as { tones: number }).tones);

// Chats reach the other person's open page by the real-time socket's push (issue 8): nothing here
// reloads a page or sends it a focus or online event.

/** The navigation's Messages link (a tab, or in the sidebar), and its unread badge. */
function messagesMenu(page: Page) {
  const bar = new AppBar(page);
  return { item: bar.messages, badge: bar.messagesBadge };
}

async function closeMenu(page: Page) {
  const { menuButton } = new AppBar(page);
  if ((await menuButton.getAttribute('aria-expanded')) === 'true') await menuButton.click();
}

describe.each(BEHAVIOUR_WIDTHS)('messages at %i px', (width) => {
  let alice: Person;
  let bob: Person;
  let a: Page;
  let b: Page;
  // Fresh people and pages per attempt, so a retry starts signed out with no messages.
  beforeEach(async () => {
    [alice, bob] = await Promise.all([stage.register('alice'), stage.register('bob')]);
    [a, b] = await Promise.all([stage.newPage(width), stage.newPage(width)]);
    await b.context().addInitScript(countTones);
    await Promise.all([stage.signIn(a, alice), stage.signIn(b, bob)]);
  });

  it('sends, notifies, marks read, replies, and sends what was written offline', async () => {
    // Bob waits on Home, having clicked the page (sound is allowed only after a click).
    await stage.open(b, '/home');
    await new AppBar(b).menuButton.waitFor(soon);
    await b.locator('body').click({ position: { x: 5, y: 300 } });
    const aliceList = new MessagesPage(a);
    const aliceChat = new ConversationPage(a);

    // Alice has no conversations, writes to Bob by name: someone she never messaged.
    await stage.open(a, '/messages');
    await aliceList.empty.waitFor(soon);
    await shoot(a, 'empty', width);
    await aliceList.writeTo(bob.username);
    await aliceChat.heading(bob.username).waitFor(soon);
    expect(pathOf(a)).toBe(`/messages/${bob.username}`);
    await aliceChat.write('Hello Bob');
    await aliceChat.message('Hello Bob').waitFor(soon);
    await aliceChat.waiting.waitFor({ state: 'detached', ...soon });
    expect(await aliceChat.field.inputValue()).toBe('');

    // It reaches Bob with a tone and an unread badge in the menu.
    const bobMenu = messagesMenu(b);
    await bobMenu.item.waitFor(soon);
    await expect.poll(() => bobMenu.badge.textContent(), soon).toBe('1');
    await expect.poll(() => tones(b), soon).toBe(1);
    await shoot(b, 'menu-badge', width);

    await bobMenu.item.click();
    const bobList = new MessagesPage(b);
    await bobList.conversation(alice.username).filter({ hasText: 'Hello Bob' }).waitFor(soon);
    expect(await bobList.unread(alice.username).textContent()).toBe('1');
    await shoot(b, 'list', width);

    // Opening it reads it: the badges go, and stay gone after the next sync.
    await bobList.conversation(alice.username).click();
    const bobChat = new ConversationPage(b);
    await bobChat.message('Hello Bob').waitFor(soon);
    await bobMenu.item.waitFor(soon);
    await bobMenu.badge.waitFor({ state: 'detached', ...soon });
    await closeMenu(b);
    await bobChat.write('Hi Alice');
    await bobChat.waiting.waitFor({ state: 'detached', ...soon });
    await bobMenu.item.waitFor(soon);
    expect(await bobMenu.badge.count()).toBe(0);
    await closeMenu(b);
    await shoot(b, 'conversation', width);

    await aliceChat.message('Hi Alice').waitFor(soon);
    expect(await aliceChat.texts()).toEqual(['Hello Bob', 'Hi Alice']);

    // Offline, Alice's message shows at once, waiting; the list and the thread still open.
    await a.context().setOffline(true);
    await aliceChat.write('Sent from the train');
    await aliceChat.message('Sent from the train').getByRole('status').waitFor(soon);
    await shoot(a, 'offline-waiting', width);
    await messagesMenu(a).item.click();
    await aliceList
      .conversation(bob.username)
      .filter({ hasText: 'You: Sent from the train' })
      .waitFor(soon);
    await aliceList.conversation(bob.username).click();
    await aliceChat.waiting.waitFor(soon);

    // Online again it goes; Bob, reading the conversation, sees it without a tone.
    await a.context().setOffline(false);
    await aliceChat.waiting.waitFor({ state: 'detached', ...soon });
    await bobChat.message('Sent from the train').waitFor(soon);
    expect(await bobChat.texts()).toEqual(['Hello Bob', 'Hi Alice', 'Sent from the train']);
    expect(await tones(b)).toBe(1);

    // A name nobody has is the not-found page of docs/product.md §8.
    await stage.open(a, `/messages/nobody${Date.now().toString(36)}`);
    await a.getByText('This page could not be found.').waitFor(soon);
  });
});
