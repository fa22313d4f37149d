/**
 * docs/product.md §2's page transition 'page', mode out-in: on a new path the page shown fades out, and only
 * once it has gone does the new one fade in. Pure, over any snapshot of a page (`view`), so the
 * component keeps the React part and tests drive this with plain values.
 */

export interface ShownPage<V> {
  /** the pathname: only a new path transitions, a new search or hash does not */
  key: string;
  view: V;
}

export interface PageTransitionState<V> {
  /** the page the router shows now; while another is leaving it waits its turn */
  current: ShownPage<V>;
  /** the page fading out, as it last looked */
  leaving: ShownPage<V> | null;
  /** the current page is fading in */
  entering: boolean;
}

export type PageTransitionEvent<V> =
  /** the router shows `page`; `animate` is false when the reader asked for reduced motion */
  | { type: 'show'; page: ShownPage<V>; animate: boolean }
  /** the leaving page's fade-out finished */
  | { type: 'left' }
  /** the current page's fade-in finished */
  | { type: 'entered' };

export type PagePhase = 'leave' | 'enter' | 'still';

export const firstPage = <V>(page: ShownPage<V>): PageTransitionState<V> => ({
  current: page,
  leaving: null,
  entering: false,
});

export function pageTransition<V>(
  state: PageTransitionState<V>,
  event: PageTransitionEvent<V>,
): PageTransitionState<V> {
  switch (event.type) {
    case 'show':
      // The same path with a new look (its search changed, say): no transition.
      if (event.page.key === state.current.key) return { ...state, current: event.page };
      if (!event.animate) return firstPage(event.page);
      // A page already on its way out finishes going; the latest destination waits for it.
      if (state.leaving) return { ...state, current: event.page };
      return { current: event.page, leaving: state.current, entering: false };
    case 'left':
      return state.leaving ? { ...state, leaving: null, entering: true } : state;
    case 'entered':
      return state.entering ? { ...state, entering: false } : state;
  }
}

/** The one page on screen and its phase: out-in never shows two at once. */
export function pageOnScreen<V>(state: PageTransitionState<V>): {
  page: ShownPage<V>;
  phase: PagePhase;
} {
  if (state.leaving) return { page: state.leaving, phase: 'leave' };
  return { page: state.current, phase: state.entering ? 'enter' : 'still' };
}
