import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  placementOf,
  ROUTE_CHANGE_DELAY_MS,
  samePlacement,
  type Placement,
} from './panel-placement';
import type { VideoChatState } from './video-chat-store';

/**
 * Where the panel goes (docs/product.md §2): measured again on scroll, on resize, when a journal page's slot
 * comes or goes, and 300 ms after each route change.
 */
export function usePanelPlacement(
  chatJournalId: string | undefined,
  anchor: VideoChatState['anchor'],
): Placement {
  const { pathname } = useLocation();
  const [placement, setPlacement] = useState<Placement>({ mode: 'floating' });

  useEffect(() => {
    if (!chatJournalId) return;
    const measure = () => {
      const rect = anchor?.element.getBoundingClientRect();
      const slot = anchor && rect && { journalId: anchor.journalId, box: rect };
      const next = placementOf(chatJournalId, slot ?? null);
      const box = next.mode === 'inline' ? next.box : null;
      const kept: Placement = box
        ? { mode: 'inline', box: { top: box.top, left: box.left, width: box.width } }
        : next;
      setPlacement((previous) => (samePlacement(previous, kept) ? previous : kept));
    };
    measure();
    const settled = window.setTimeout(measure, ROUTE_CHANGE_DELAY_MS);
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // Entries loading above the fold move the slot without a scroll.
    const layout = new ResizeObserver(measure);
    layout.observe(document.body);
    return () => {
      layout.disconnect();
      window.clearTimeout(settled);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [chatJournalId, anchor, pathname]);

  return placement;
}
