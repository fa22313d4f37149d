/** What a download is called when the server names nothing. */
const FALLBACK = 'ritual-export.zip';

/**
 * The file name in a Content-Disposition header (`attachment; filename="…"`), reduced to
 * characters every file system takes.
 */
export function exportFileNameOf(header: string | null): string {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  const name = match?.[1]?.trim().replace(/[^A-Za-z0-9._-]/g, '_');
  return name ? name : FALLBACK;
}
