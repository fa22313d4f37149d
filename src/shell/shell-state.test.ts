import { describe, expect, it } from 'vitest';
import { CLOSED, toggle } from './shell-state';

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
