import type { Locator, Page } from 'playwright-core';

/** /messages: the conversations, the search that starts a new one, and the empty state. */
export class MessagesPage {
  readonly heading: Locator;
  readonly conversations: Locator;
  readonly empty: Locator;
  readonly find: Locator;
  readonly found: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Messages', exact: true });
    this.conversations = main.getByRole('list', { name: 'Conversations' });
    this.empty = main.getByText('No messages yet.');
    this.find = main.getByLabel('Find someone to write to');
    this.found = main.getByRole('list', { name: 'Write to' });
  }

  /** The conversation with someone: a link reading their name, last message, time and unread. */
  conversation(name: string): Locator {
    return this.conversations.getByRole('link').filter({ hasText: name });
  }

  unread(name: string): Locator {
    return this.conversation(name).getByLabel(/unread$/);
  }

  /** Finds someone by the start of their name and opens the conversation with them. */
  async writeTo(username: string): Promise<void> {
    await this.find.fill(username.slice(0, -2));
    await this.found.getByRole('link', { name: username, exact: true }).click();
  }
}

/** /messages/:user: the thread, oldest first, and the composer. */
export class ConversationPage {
  readonly thread: Locator;
  readonly field: Locator;
  readonly send: Locator;
  readonly waiting: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.thread = main.getByRole('list', { name: /^Conversation with / });
    this.field = main.getByLabel('Message', { exact: true });
    this.send = main.getByRole('button', { name: 'Send' });
    this.waiting = this.thread.getByRole('status').filter({ hasText: 'Waiting to send' });
  }

  heading(name: string): Locator {
    return this.page.getByRole('main').getByRole('heading', { name });
  }

  message(text: string): Locator {
    return this.thread.getByRole('listitem').filter({ hasText: text });
  }

  /** The messages' texts as shown, top to bottom. */
  texts(): Promise<string[]> {
    return this.thread.locator('.messages-bubble__value').allTextContents();
  }

  async write(text: string): Promise<void> {
    await this.field.fill(text);
    await this.send.click();
  }
}
