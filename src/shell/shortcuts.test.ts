import { describe, expect, it } from 'vitest';
import { isTyping, shortcutOf, type KeyPress } from './shortcuts';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  typing: false,
  ...extra,
});

describe('shortcutOf', () => {
  it('opens search with Cmd+/ or Ctrl+/, and Cmd+K or Ctrl+K', () => {
    expect(shortcutOf(press('/', { metaKey: true }))).toBe('search');
    expect(shortcutOf(press('/', { ctrlKey: true }))).toBe('search');
    expect(shortcutOf(press('k', { metaKey: true }))).toBe('search');
    expect(shortcutOf(press('K', { ctrlKey: true }))).toBe('search');
    expect(shortcutOf(press('k'))).toBeNull();
  });

  it('leaves a bare / alone', () => {
    expect(shortcutOf(press('/'))).toBeNull();
  });

  it('toggles the new entry with N and the Home sidebar with H, either case', () => {
    expect(shortcutOf(press('n'))).toBe('push');
    expect(shortcutOf(press('N'))).toBe('push');
    expect(shortcutOf(press('h'))).toBe('sidebar');
    expect(shortcutOf(press('H'))).toBe('sidebar');
  });

  it('leaves the browser’s own Ctrl/Cmd+N and Ctrl/Cmd+H alone', () => {
    expect(shortcutOf(press('n', { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(press('h', { metaKey: true }))).toBeNull();
    expect(shortcutOf(press('n', { altKey: true }))).toBeNull();
  });

  it('ignores every shortcut while the user types', () => {
    for (const key of ['n', 'h']) expect(shortcutOf(press(key, { typing: true }))).toBeNull();
    expect(shortcutOf(press('/', { metaKey: true, typing: true }))).toBeNull();
  });

  it('ignores other keys', () => {
    for (const key of ['a', 'Enter', 'Escape', ' ']) expect(shortcutOf(press(key))).toBeNull();
  });
});

describe('isTyping', () => {
  it('counts text inputs, textareas, selects and contenteditable as typing', () => {
    expect(isTyping({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTyping({ tagName: 'input', type: 'email' })).toBe(true);
    expect(isTyping({ tagName: 'INPUT' })).toBe(true);
    expect(isTyping({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTyping({ tagName: 'SELECT' })).toBe(true);
    expect(isTyping({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('does not count buttons, checkboxes or the page itself', () => {
    expect(isTyping({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTyping({ tagName: 'BUTTON' })).toBe(false);
    expect(isTyping({ tagName: 'BODY', isContentEditable: false })).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});
