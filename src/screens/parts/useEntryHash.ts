import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a card found through the address stays drawn out (entry-card.css, [data-found]). */
const HIGHLIGHT_MS = 2400;

/**
 * `#entry-<id>` in the address (the composer's "View" after a save): once that card is on the
 * screen, it is scrolled to the middle and drawn out for a moment. `shown` says which entries are
 * rendered; a card not among them (further down) is left alone. The mark is a data attribute
 * React does not manage, so a card re-rendering meanwhile keeps it.
 */
export function useEntryHash(shown: readonly { id: string }[] | undefined): void {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  const wanted = hash.startsWith('#entry-')
    ? decodeURIComponent(hash.slice('#entry-'.length))
    : null;
  const present = wanted !== null && (shown?.some((entry) => entry.id === wanted) ?? false);

  useEffect(() => {
    const visit = `${key}${hash}`;
    if (!present || wanted === null || done.current === visit) return;
    const card = document.getElementById(`entry-${wanted}`);
    if (!card) return;
    done.current = visit;
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView({ block: 'center', behavior: calm ? 'auto' : 'smooth' });
    card.dataset.found = '';
    window.setTimeout(() => delete card.dataset.found, HIGHLIGHT_MS);
  }, [present, wanted, key, hash]);
}
