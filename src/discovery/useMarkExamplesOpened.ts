import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../hooks/data/useCurrentUser';
import { useMarkExamplesSeen } from '../shell/useMarkExamplesSeen';

/**
 * Opening /examples counts as clicking Examples (docs/product.md §2): a signed-in user who has not seen them
 * gets clickedExamplesAt, so the menu's badge goes. Once per visit of the screen.
 */
export function useMarkExamplesOpened() {
  const user = useCurrentUser();
  const markSeen = useMarkExamplesSeen();
  const marked = useRef(false);
  const unseen = user != null && user.clickedExamplesAt === null;
  useEffect(() => {
    if (!unseen || marked.current) return;
    marked.current = true;
    markSeen();
  }, [unseen, markSeen]);
}
