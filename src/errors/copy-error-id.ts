const ERROR_ID_COPIED = 'Error ID copied to clipboard.';
/** docs/product.md §2: how long the copied notice stays */
const ERROR_ID_NOTICE_MS = 1_500;

/**
 * Copies an error's reference id and shows the notice for 1.5 s. Resolves false, showing no
 * notice, when the browser refuses the clipboard: the id stays on screen to copy by hand.
 */
export async function copyErrorId(
  id: string,
  clipboard: Pick<Clipboard, 'writeText'>,
  setNotice: (notice: string | undefined) => void,
  setTimeout: (done: () => void, ms: number) => unknown,
): Promise<boolean> {
  try {
    await clipboard.writeText(id);
  } catch {
    return false;
  }
  setNotice(ERROR_ID_COPIED);
  setTimeout(() => setNotice(undefined), ERROR_ID_NOTICE_MS);
  return true;
}
