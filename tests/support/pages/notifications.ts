import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core';

/** A notification as the service worker's registration lists it. */
export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  actions: { action: string; title: string }[];
  data: unknown;
}

/**
 * The device's notifications (issue 21): pushes delivered to the app's real service worker
 * through Chromium's DevTools protocol, as the push service would (headless Chromium reaches
 * none), and a person's click on a notification, dispatched in the worker.
 */
export class NotificationsModel {
  private constructor(
    readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly registrationId: string,
  ) {}

  /** For the app's worker, which must control `page` already. */
  static async of(page: Page): Promise<NotificationsModel> {
    const origin = new URL(page.url()).origin;
    const cdp = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    const found = new Promise<void>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
        registrations.push(...event.registrations);
        if (registrations.some((r) => r.scopeURL === `${origin}/` && !r.isDeleted)) resolve();
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await found;
    const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/`)!;
    return new NotificationsModel(page, cdp, registrationId);
  }

  /** A push to the worker, with this JSON as its data. */
  async deliver(payload: unknown): Promise<void> {
    await this.cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(this.page.url()).origin,
      registrationId: this.registrationId,
      data: JSON.stringify(payload),
    });
  }

  /** The notifications showing now. */
  shown(): Promise<ShownNotification[]> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      return notifications.map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        icon: notification.icon,
        actions: (notification as unknown as { actions: ShownNotification['actions'] }).actions.map(
          ({ action, title }) => ({ action, title }),
        ),
        data: notification.data as unknown,
      }));
    });
  }

  /** Resolves once the notifications showing pass `test`; returns them. */
  async waitFor(
    test: (shown: ShownNotification[]) => boolean,
    timeout = 10_000,
  ): Promise<ShownNotification[]> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const shown = await this.shown();
      if (test(shown)) return shown;
      if (Date.now() > deadline)
        throw new Error(`The notifications did not come to pass: ${JSON.stringify(shown)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * A person's click on the notification with this tag ('' is its body, else one of its
   * buttons): the worker's notificationclick, dispatched in the worker, resolving once its work
   * is done.
   */
  async click(tag: string, action: string): Promise<void> {
    const sw = await worker(this.page.context());
    await sw.evaluate(
      async (chosen) => {
        const scope = globalThis as unknown as {
          registration: ServiceWorkerRegistration;
          NotificationEvent: new (type: string, init: object) => Event;
        };
        const [notification] = await scope.registration.getNotifications({ tag: chosen.tag });
        if (!notification) throw new Error(`No notification ${chosen.tag} shows`);
        const event = new scope.NotificationEvent('notificationclick', {
          notification,
          action: chosen.action,
        });
        // A dispatched event may not be extended (only the browser's are): its work is kept here.
        const work: Promise<unknown>[] = [];
        Object.defineProperty(event, 'waitUntil', {
          value: (done: Promise<unknown>) => work.push(done),
        });
        globalThis.dispatchEvent(event);
        await Promise.all(work);
      },
      { tag, action },
    );
  }
}

/** The app's worker, once Playwright has attached to it (which may come after it controls). */
async function worker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}
