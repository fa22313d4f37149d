import { describe, expect, it } from 'vitest';
import { readShellHint, writeShellHint } from './shell-hint';

/** A Storage of a Map, or one that refuses every call as a frame on another site does. */
function storage(refuses = false) {
  const items = new Map<string, string>();
  const guard = () => {
    if (refuses) throw new DOMException('refused', 'SecurityError');
  };
  return {
    getItem: (key: string) => (guard(), items.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void items.set(key, value)),
    removeItem: (key: string) => (guard(), void items.delete(key)),
  };
}

describe('the signed-in shell hint', () => {
  it('remembers a signed-in check until a check finds a visitor', () => {
    const kept = storage();
    expect(readShellHint(kept)).toBe(false);
    writeShellHint(true, kept);
    expect(readShellHint(kept)).toBe(true);
    writeShellHint(false, kept);
    expect(readShellHint(kept)).toBe(false);
  });

  it('reads as a visitor where storage is refused, and does not throw', () => {
    const refused = storage(true);
    expect(() => writeShellHint(true, refused)).not.toThrow();
    expect(readShellHint(refused)).toBe(false);
  });

  it('reads as a visitor where naming localStorage itself throws', () => {
    // Node has no localStorage: naming it throws, as a blocked frame's does.
    expect(() => writeShellHint(true)).not.toThrow();
    expect(readShellHint()).toBe(false);
  });
});
