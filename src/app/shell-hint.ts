/**
 * Whether this device's last check found someone signed in, kept in localStorage so the first
 * paint after a reload can lay out the signed-in shell (sidebar or tab bar) before the session
 * check answers, which waits for the server when it is reachable. Without it the page is drawn
 * full width and then pushed aside by the sidebar (npm run bench -- shifts). A hint only: it
 * says nothing about who, and the check's answer replaces it.
 */
// public/theme.js reads it too, before the first paint: keep the two the same.
const KEY = 'ritual.signed-in';

// `localStorage` is read inside each try: in a frame on another site with storage blocked, merely
// naming it throws.
export function readShellHint(storage?: Pick<Storage, 'getItem'>): boolean {
  try {
    return (storage ?? localStorage).getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function writeShellHint(
  signedIn: boolean,
  storage?: Pick<Storage, 'setItem' | 'removeItem'>,
): void {
  try {
    const store = storage ?? localStorage;
    if (signedIn) store.setItem(KEY, '1');
    else store.removeItem(KEY);
  } catch {
    // storage refused (a frame on another site): the shell waits for the check instead
  }
}
