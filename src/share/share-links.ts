/**
 * Where a share key opens its entry (or journal) for anyone who has the link: the entry's own
 * address followed by the key (/:user/:journal/:entry/:key) when it is given, else /share/:key.
 */
export const shareUrl = (origin: string, key: string, address?: string) =>
  `${origin}${address ?? '/share'}/${encodeURIComponent(key)}`;

/** The embed page of one entry; the key lets a private entry show in the frame. */
export function embedUrl(origin: string, entryId: string, key?: string | null): string {
  const path = `${origin}/embed/${encodeURIComponent(entryId)}`;
  return key ? `${path}?key=${encodeURIComponent(key)}` : path;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The snippet an author pastes into their own site to show the entry there. */
export function embedCode(origin: string, entryId: string, key?: string | null): string {
  const src = attribute(embedUrl(origin, entryId, key));
  return `<iframe src="${src}" title="An entry on Ritual" width="100%" height="480" style="border:0" loading="lazy"></iframe>`;
}

/**
 * Where 'View on Ritual' goes from an embedded entry: the share page when a key opened it (a
 * private entry has no other address a visitor can open), else the author's page of the entry.
 */
export function viewOnRitualPath(
  entry: { id: string; user: { ritual_user: string } },
  key?: string | null,
) {
  return key
    ? `/share/${encodeURIComponent(key)}`
    : `/${encodeURIComponent(entry.user.ritual_user)}/entry/${encodeURIComponent(entry.id)}`;
}
