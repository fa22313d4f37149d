/**
 * A route's `handle` may name its screen for the tab: `title` ('Messages' → "Messages · Ritual",
 * '' for "Ritual" alone). Routes whose name comes from their data (a journal, a person) have none:
 * their screens say it with useDocumentTitle.
 */
export function routeTitleOf(handle: unknown): string | undefined {
  if (handle === null || typeof handle !== 'object') return undefined;
  const title = (handle as { title?: unknown }).title;
  return typeof title === 'string' ? title : undefined;
}
