/**
 * Whether this device's last check found someone signed in, kept in localStorage so the first
 * paint after a reload can lay out the signed-in shell (sidebar or tab bar) before the session
 * check answers, which waits for the server when it is reachable. Without it the page is drawn
 * full width and then pushed aside by the sidebar (npm run bench -- shifts). A hint only: it
 * says nothing about who, and the check's answer replaces it.
 */
const KEY = 'ritual.signed-in';

export function readShellHint(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function writeShellHint(
  signedIn: boolean,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  try {
    if (signedIn) storage.setItem(KEY, '1');
    else storage.removeItem(KEY);
  } catch {
    // storage refused (a frame on another site): the shell waits for the check instead
  }
}
