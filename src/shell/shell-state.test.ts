import { describe, expect, it } from 'vitest';
import { CLOSED, shellReducer, toggle } from './shell-state';

describe('the shell state', () => {
  it('starts with everything closed', () => {
    expect(CLOSED).toEqual({ searchOpen: false, pushOpen: false, sidebarOpen: false });
  });

  it('toggles one flag per shortcut, back and forth', () => {
    const searching = toggle(CLOSED, 'search');
    expect(searching).toEqual({ searchOpen: true, pushOpen: false, sidebarOpen: false });
    expect(toggle(searching, 'search')).toEqual(CLOSED);
    expect(toggle(toggle(CLOSED, 'push'), 'sidebar')).toEqual({
      searchOpen: false,
      pushOpen: true,
      sidebarOpen: true,
    });
  });
});

describe('opening and closing one overlay', () => {
  it('sets the flag whatever it was, and keeps the state when nothing changes', () => {
    const open = shellReducer(CLOSED, { set: 'push', open: true });
    expect(open).toEqual({ searchOpen: false, pushOpen: true, sidebarOpen: false });
    expect(shellReducer(open, { set: 'push', open: true })).toBe(open);
    expect(shellReducer(open, { set: 'push', open: false })).toEqual(CLOSED);
    expect(shellReducer(open, 'search')).toEqual({ ...open, searchOpen: true });
  });
});
