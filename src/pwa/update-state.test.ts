import { describe, expect, it, vi } from 'vitest';
import { createUpdateStore } from './update-state';

describe('createUpdateStore', () => {
  it('starts with nothing waiting', () => {
    expect(createUpdateStore().get()).toEqual({ ready: false });
  });

  it('tells listeners when a new version waits, and accepts it once', () => {
    const store = createUpdateStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const reload = vi.fn();

    store.offer(reload);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().ready).toBe(true);
    store.get().accept!();
    store.get().accept!();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener that unsubscribed', () => {
    const store = createUpdateStore();
    const listener = vi.fn();
    store.subscribe(listener)();
    store.offer(() => {});
    expect(listener).not.toHaveBeenCalled();
  });
});
