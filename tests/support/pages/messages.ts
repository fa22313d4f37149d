import type { Locator, Page } from 'playwright-core';

/** /messages: the conversations, the 'Write to' form and the empty state. */
export class MessagesPage {
  readonly heading: Locator;
  readonly conversations: Locator;
  readonly empty: Locator;
  readonly username: Locator;
  readonly write: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Messages', exact: true });
    this.conversations = main.getByRole('list', { name: 'Conversations' });
    this.empty = main.getByText('No messages yet.');
    this.username = main.getByLabel('Username');
    this.write = main.getByRole('button', { name: 'Write' });
  }

  /** The conversation with someone: a link reading their name, last message, time and unread. */
  conversation(name: string): Locator {
    return this.conversations.getByRole('link').filter({ hasText: name });
  }

  unread(name: string): Locator {
    return this.conversation(name).getByLabel(/unread$/);
  }

  async writeTo(username: string): Promise<void> {
    await this.username.fill(username);
    await this.write.click();
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
