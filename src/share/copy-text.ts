/**
 * Puts text on the clipboard. The Clipboard API needs a secure context and, in some browsers, a
 * permission; without it the field's text is selected and copied the old way.
 */
export async function copyText(text: string, field: HTMLInputElement | HTMLTextAreaElement) {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    field.select();
    // execCommand is deprecated but remains the only fallback where the Clipboard API is refused.
    if (!document.execCommand('copy')) throw new Error('The browser refused to copy.');
  }
}
