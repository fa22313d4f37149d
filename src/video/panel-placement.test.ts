import { describe, expect, it } from 'vitest';
import { placementOf } from './panel-placement';

const box = (top: number) => ({ top, left: 16, width: 688 });

describe('placementOf', () => {
  it('is inline over the slot on the chat’s own journal', () => {
    expect(placementOf('j1', { journalId: 'j1', box: box(120) })).toEqual({
      mode: 'inline',
      box: box(120),
    });
  });

  it('stays inline until the reader is more than 500 px past the slot’s top', () => {
    expect(placementOf('j1', { journalId: 'j1', box: box(-500) }).mode).toBe('inline');
    expect(placementOf('j1', { journalId: 'j1', box: box(-501) }).mode).toBe('floating');
  });

  it('floats on another journal and on pages without a slot', () => {
    expect(placementOf('j1', { journalId: 'j2', box: box(120) }).mode).toBe('floating');
    expect(placementOf('j1', null).mode).toBe('floating');
  });
});
