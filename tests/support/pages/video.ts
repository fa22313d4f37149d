import type { Locator, Page } from 'playwright-core';
import { ConfirmDialogModel, type Question } from './confirm-dialog.js';

/** What the stand-in external_api.js recorded on the page (tests/support/jitsi-stand-in). */
export interface StandInRecord {
  created: {
    domain: string;
    options: {
      roomName: string;
      configOverwrite: Record<string, unknown>;
      interfaceConfigOverwrite: Record<string, unknown>;
    };
  }[];
  commands: unknown[][];
  disposed: number;
}

/** The journal page's video chat controls and the shell's panel (inline or floating). */
export class VideoChatModel {
  readonly start: Locator;
  readonly leave: Locator;
  readonly panel: Locator;
  readonly meeting: Locator;
  readonly floatingLeave: Locator;
  readonly notice: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.start = main.getByRole('button', { name: 'Video Chat', exact: true });
    this.leave = main.getByRole('button', { name: 'Leave Video Chat' });
    this.panel = page.getByRole('region', { name: /^Video chat of / });
    this.meeting = this.panel.locator('iframe');
    this.floatingLeave = this.panel.getByRole('button', { name: 'Leave' });
    this.notice = page
      .getByRole('status')
      .filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
  }

  count(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** 'inline' or 'floating', from the panel's own class. */
  mode(): Promise<string | null> {
    return this.panel.evaluate((element) =>
      element.classList.contains('video-chat--inline') ? 'inline' : 'floating',
    );
  }

  /** The panel's box on the screen, rounded. */
  async size(): Promise<{ width: number; height: number }> {
    const box = (await this.panel.locator('.video-chat__meeting').boundingBox())!;
    return { width: Math.round(box.width), height: Math.round(box.height) };
  }

  record(): Promise<StandInRecord> {
    return this.page.evaluate(
      () =>
        (window as unknown as { jitsiStandIn?: StandInRecord }).jitsiStandIn ?? {
          created: [],
          commands: [],
          disposed: 0,
        },
    );
  }

  /** Meta+P, as docs/product.md §9 has it; the page asks first, and `answer` is the button pressed. */
  async toggleRoom(answer: string): Promise<Question> {
    await this.page.keyboard.press('Meta+KeyP');
    return new ConfirmDialogModel(this.page).answer(answer);
  }
}
