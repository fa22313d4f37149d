/**
 * This device's notifications, as reminders/push-permission.ts reads them: 'needs-install' is an
 * iPhone or iPad, where only an app added to the Home Screen may show them.
 */
export type PushState = 'on' | 'off' | 'blocked' | 'unsupported' | 'needs-install';

/** Where the state is said: the reminder editor, just after saving, or Settings. */
export type PushStatePlace = 'editor' | 'settings';

/** The state in a sentence: what it means for the person's reminders and what they can do. */
export function pushStateWords(state: PushState, place: PushStatePlace): string {
  switch (state) {
    case 'on':
      return 'Notifications are on for this device.';
    case 'off':
      // Said when someone has just asked for a reminder: why Ritual is about to ask the browser.
      return place === 'editor'
        ? 'Ritual will send a notification at this time on the days you choose, unless you have already logged that day.'
        : 'Notifications are off for this device. Turn them on to get your reminders here, even when Ritual is closed.';
    case 'blocked':
      return 'Notifications are blocked for Ritual in this browser. Allow them in the site settings (the icon beside the address), then come back.';
    case 'unsupported':
      return "This browser can't show notifications. Reminders will appear inside Ritual while it's open.";
    case 'needs-install':
      return 'On iPhone and iPad, add Ritual to your Home Screen first (Share → Add to Home Screen), then open it from there to turn on notifications.';
  }
}
