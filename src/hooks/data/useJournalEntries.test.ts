import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../contract/entries';
import type { Local } from '../../../local-store/db';
import { withJustWritten } from './useJournalEntries';

const entry = (id: string, journal_id = 'j1') => ({ id, journal_id }) as unknown as Local<Entry>;
const fresh = (id: string, journal_id = 'j1') => ({
  kind: 'entry' as const,
  record: { id, journal_id },
});

describe('a journal’s entries with what was just written', () => {
  it('puts a just-written entry of this journal in its place, newest first, within the limit', () => {
    const stored = [entry('0003'), entry('0001')];
    const shown = withJustWritten(stored, [fresh('0004'), fresh('0009', 'j2')], 'j1', 2);
    expect(shown?.map((each) => each.id)).toEqual(['0004', '0003']);
  });

  it('prefers the stored copy once the store has the entry, and waits while nothing is read', () => {
    const stored = [entry('0004'), entry('0003')];
    expect(withJustWritten(stored, [fresh('0004')], 'j1')).toBe(stored);
    expect(withJustWritten(undefined, [fresh('0004')], 'j1')).toBeUndefined();
  });
});
