import { describe, expect, it } from 'vitest';
import { appendPage, KEPT_ITEMS, keptPart } from './paged-list';

const lines = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => ({ id: `line-${from + i}` }));

describe('appendPage', () => {
  it('adds a further page after what is shown, each line once, with its cursor', () => {
    const shown = { items: lines(0, 3), next: 'c1' };
    const longer = appendPage(shown, { items: lines(2, 5), next: 'c2' });
    expect(longer.items.map((line) => line.id)).toEqual([
      'line-0',
      'line-1',
      'line-2',
      'line-3',
      'line-4',
    ]);
    expect(longer.next).toBe('c2');
  });
});

describe('keptPart', () => {
  it('keeps a short list as it is', () => {
    const list = { items: lines(0, 3), next: 'c1' };
    expect(keptPart(list)).toBe(list);
  });

  it('keeps the head of a long one, ending there', () => {
    const kept = keptPart({ items: lines(0, KEPT_ITEMS + 5), next: 'c9' });
    expect(kept.items).toHaveLength(KEPT_ITEMS);
    expect(kept.items[0]!.id).toBe('line-0');
    expect(kept.next).toBeNull();
  });
});
