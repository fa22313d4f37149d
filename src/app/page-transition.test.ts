import { describe, expect, it } from 'vitest';
import {
  firstPage,
  pageOnScreen,
  pageTransition,
  type PageTransitionEvent,
  type PageTransitionState,
} from './page-transition';

type State = PageTransitionState<string>;
const page = (key: string, view = `${key} page`) => ({ key, view });
const show = (key: string, view?: string, animate = true): PageTransitionEvent<string> => ({
  type: 'show',
  page: page(key, view),
  animate,
});
const run = (state: State, ...events: PageTransitionEvent<string>[]) =>
  events.reduce(pageTransition, state);
const onScreen = (state: State) => {
  const { page: shown, phase } = pageOnScreen(state);
  return `${shown.view}: ${phase}`;
};

const home = firstPage(page('/home'));

describe('pageTransition', () => {
  it('shows the first page still, without a fade', () => {
    expect(onScreen(home)).toBe('/home page: still');
  });

  it('fades the old page out first, then the new one in (out-in)', () => {
    const leaving = run(home, show('/stats'));
    expect(onScreen(leaving)).toBe('/home page: leave');
    const entering = run(leaving, { type: 'left' });
    expect(onScreen(entering)).toBe('/stats page: enter');
    expect(onScreen(run(entering, { type: 'entered' }))).toBe('/stats page: still');
  });

  it('does not transition when only the search or hash changes', () => {
    const state = run(home, show('/home', '/home?tab=2 page'));
    expect(state.leaving).toBeNull();
    expect(onScreen(state)).toBe('/home?tab=2 page: still');
  });

  it('keeps the leaving page as it last looked', () => {
    const state = run(home, show('/home', '/home scrolled'), show('/stats'));
    expect(onScreen(state)).toBe('/home scrolled: leave');
  });

  it('lets a leaving page finish, then shows the latest destination', () => {
    const state = run(home, show('/stats'), show('/daily'));
    expect(onScreen(state)).toBe('/home page: leave');
    expect(onScreen(run(state, { type: 'left' }))).toBe('/daily page: enter');
  });

  it('goes straight to the new page when motion is reduced', () => {
    expect(onScreen(run(home, show('/stats', undefined, false)))).toBe('/stats page: still');
    const midway = run(home, show('/stats'));
    expect(onScreen(run(midway, show('/daily', undefined, false)))).toBe('/daily page: still');
  });

  it('ignores a fade that finishes late or twice', () => {
    expect(run(home, { type: 'left' })).toBe(home);
    expect(run(home, { type: 'entered' })).toBe(home);
    const entered = run(home, show('/stats'), { type: 'left' }, { type: 'entered' });
    expect(run(entered, { type: 'left' }, { type: 'entered' })).toBe(entered);
  });

  it('a navigation during the fade-in fades the new page out again', () => {
    const entering = run(home, show('/stats'), { type: 'left' });
    expect(onScreen(run(entering, show('/daily')))).toBe('/stats page: leave');
  });
});
