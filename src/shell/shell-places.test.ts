import { describe, expect, it } from 'vitest';
import { showsFloatingPlus } from './shell-places';

describe('the floating plus button', () => {
  it('shows a signed-in user on pages without their own way to add an entry', () => {
    for (const path of ['/daily', '/activity', '/someone', '/statsman/running', '/messagesmith']) {
      expect(showsFloatingPlus(path, true)).toBe(true);
    }
  });

  it('hides on /push, /home, /stats (a journal’s too), /create-journal and messages', () => {
    for (const path of [
      '/messages',
      '/messages/bo',
      '/push',
      '/home',
      '/stats',
      '/stats/',
      '/stats/running',
      '/create-journal',
    ]) {
      expect(showsFloatingPlus(path, true)).toBe(false);
    }
  });

  it('never shows a visitor', () => {
    expect(showsFloatingPlus('/daily', false)).toBe(false);
  });
});
