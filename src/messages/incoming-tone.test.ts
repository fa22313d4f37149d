import { describe, expect, it } from 'vitest';
import { incomingTone } from './incoming-tone';

const me = 'me';
const from = (id: string, sender_id = 'ada') => ({ id, sender_id });
const base = { userId: me, path: '/home', unlocked: true };

describe('incomingTone', () => {
  it('stays quiet at the first look, whatever is unread then', () => {
    const first = incomingTone({ ...base, unread: [from('m1')], heard: undefined });
    expect(first).toEqual({ play: false, heard: new Set(['m1']) });
  });

  it('rings for a message someone else sent that was not here before', () => {
    const decision = incomingTone({
      ...base,
      unread: [from('m1'), from('m2')],
      heard: new Set(['m1']),
    });
    expect(decision).toEqual({ play: true, heard: new Set(['m1', 'm2']) });
  });

  it('stays quiet for a message seen before, and when nothing arrived', () => {
    expect(incomingTone({ ...base, unread: [from('m1')], heard: new Set(['m1']) }).play).toBe(
      false,
    );
    expect(incomingTone({ ...base, unread: [], heard: new Set(['m1']) })).toEqual({
      play: false,
      heard: new Set(),
    });
  });

  it('stays quiet for what the user sent', () => {
    const decision = incomingTone({ ...base, unread: [from('m2', me)], heard: new Set() });
    expect(decision.play).toBe(false);
  });

  it('stays quiet while the path contains messages', () => {
    for (const path of ['/messages', '/messages/ada']) {
      expect(incomingTone({ ...base, path, unread: [from('m2')], heard: new Set() }).play).toBe(
        false,
      );
    }
  });

  it('is muted until the first click, and what arrived meanwhile never rings later', () => {
    const muted = incomingTone({
      ...base,
      unlocked: false,
      unread: [from('m2')],
      heard: new Set(),
    });
    expect(muted).toEqual({ play: false, heard: new Set(['m2']) });
    const later = incomingTone({ ...base, unread: [from('m2')], heard: muted.heard });
    expect(later.play).toBe(false);
  });
});
