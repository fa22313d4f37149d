import { describe, expect, it } from 'vitest';
import { browserPlatform, commandKeyOf } from './command-key';

describe('the search shortcut’s command key', () => {
  it('is ⌘ on Apple platforms and Ctrl elsewhere', () => {
    for (const platform of ['macOS', 'MacIntel', 'iPhone', 'iPad'])
      expect(commandKeyOf(platform)).toBe('⌘');
    for (const platform of ['Windows', 'Win32', 'Linux x86_64', 'Android', 'Chrome OS', ''])
      expect(commandKeyOf(platform)).toBe('Ctrl');
  });

  it('reads the client hints first, then the old platform field', () => {
    const browser = (more: object) => ({ platform: 'Win32', ...more }) as unknown as Navigator;
    expect(browserPlatform(browser({ userAgentData: { platform: 'macOS' } }))).toBe('macOS');
    expect(browserPlatform(browser({ userAgentData: { platform: '' } }))).toBe('Win32');
    expect(browserPlatform(browser({}))).toBe('Win32');
  });
});
