import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { forgetSearchIndexes, loadSearchIndex, saveSearchIndex } from './search-index-store';

describe('the kept search index', () => {
  it('is kept per account, and none is left after sign-out', async () => {
    await saveSearchIndex('ada', new Uint8Array([1, 2]));
    await saveSearchIndex('bob', new Uint8Array([3]));
    expect(await loadSearchIndex('ada')).toEqual(new Uint8Array([1, 2]));

    await forgetSearchIndexes();
    expect(await loadSearchIndex('ada')).toBeUndefined();
    expect(await loadSearchIndex('bob')).toBeUndefined();
  });
});
