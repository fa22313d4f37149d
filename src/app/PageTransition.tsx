import {
  useContext,
  useEffect,
  useState,
  type AnimationEvent,
  type ContextType,
  type ReactNode,
} from 'react';
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router-dom';
import { firstPage, pageOnScreen, pageTransition } from './page-transition';
import { useReducedMotion } from './page-transition-motion';
import './page-transition.css';

/** A page as the router last showed it: its screen and the location it was shown for. */
interface PageView {
  outlet: ReactNode;
  here: ContextType<typeof LocationContext>;
}

/** Longest a fade may take before the page moves on anyway (a hidden tab runs no animations). */
const FADE_LIMIT_MS = 600;

/**
 * docs/product.md §2's page transition 'page', out-in, in place of the layout's <Outlet />: the old page
 * fades out (page-leave), then the new one fades in (page-enter). The leaving page keeps the
 * location it was shown for, so it looks and behaves as it did (its route guards do not judge
 * the new address), and it is inert and hidden from assistive technology while it goes.
 */
export function PageTransition() {
  const outlet = useOutlet();
  const here = useContext(LocationContext);
  const reduceMotion = useReducedMotion();
  const [state, setState] = useState(() =>
    firstPage<PageView>({ key: here.location.pathname, view: { outlet, here } }),
  );
  if (state.current.view.here !== here)
    setState(
      pageTransition(state, {
        type: 'show',
        page: { key: here.location.pathname, view: { outlet, here } },
        animate: !reduceMotion,
      }),
    );

  const { page, phase } = pageOnScreen(state);
  const leaving = phase === 'leave';

  useEffect(() => {
    if (phase === 'still') return;
    const done = phase === 'leave' ? 'left' : 'entered';
    const timer = setTimeout(
      () => setState((now) => pageTransition(now, { type: done })),
      FADE_LIMIT_MS,
    );
    return () => clearTimeout(timer);
  }, [phase, page]);

  const finished = (event: AnimationEvent<HTMLDivElement>) => {
    // The pages' own animations bubble up here too.
    if (event.target !== event.currentTarget) return;
    if (event.animationName === 'page-leave')
      setState((now) => pageTransition(now, { type: 'left' }));
    if (event.animationName === 'page-enter')
      setState((now) => pageTransition(now, { type: 'entered' }));
  };

  return (
    <div
      key={page.key}
      className={phase === 'still' ? 'page' : `page page-${phase}`}
      inert={leaving || undefined}
      aria-hidden={leaving || undefined}
      onAnimationEnd={finished}
    >
      <LocationContext value={leaving ? page.view.here : here}>
        {leaving ? page.view.outlet : outlet}
      </LocationContext>
    </div>
  );
}
