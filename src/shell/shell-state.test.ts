import { describe, expect, it } from 'vitest';
import { CLOSED, shellReducer, toggle } from './shell-state';

describe('the shell state', () => {
  it('starts with everything closed', () => {
    expect(CLOSED).toEqual({
      searchOpen: false,
      pushOpen: false,
      sidebarOpen: false,
      plusOpen: false,
    });
  });

  it('toggles one flag per shortcut, back and forth', () => {
    const searching = toggle(CLOSED, 'search');
    expect(searching).toEqual({ ...CLOSED, searchOpen: true });
    expect(toggle(searching, 'search')).toEqual(CLOSED);
    expect(toggle(toggle(CLOSED, 'push'), 'sidebar')).toEqual({
      ...CLOSED,
      pushOpen: true,
      sidebarOpen: true,
    });
  });
});

describe('opening and closing one overlay', () => {
  it('sets the flag whatever it was, and keeps the state when nothing changes', () => {
    const open = shellReducer(CLOSED, { set: 'push', open: true });
    expect(open).toEqual({ ...CLOSED, pushOpen: true });
    expect(shellReducer(open, { set: 'push', open: true })).toBe(open);
    expect(shellReducer(open, { set: 'push', open: false })).toEqual(CLOSED);
    expect(shellReducer(open, 'search')).toEqual({ ...open, searchOpen: true });
  });

  it('opens the plus overlay over whatever is open, and closes only it', () => {
    const searching = toggle(CLOSED, 'search');
    const refused = shellReducer(searching, { set: 'plus', open: true });
    expect(refused).toEqual({ ...CLOSED, searchOpen: true, plusOpen: true });
    expect(shellReducer(refused, { set: 'plus', open: true })).toBe(refused);
    expect(shellReducer(refused, { set: 'plus', open: false })).toEqual(searching);
  });

  it('leaves the plus overlay alone when a shortcut toggles another', () => {
    const refused = shellReducer(CLOSED, { set: 'plus', open: true });
    expect(shellReducer(refused, 'sidebar')).toEqual({ ...refused, sidebarOpen: true });
    expect(shellReducer(shellReducer(refused, 'push'), 'push')).toEqual(refused);
  });
});
