import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../contract/activity';
import { aPerson } from '../test/people';
import { activityParts } from './activity-text';

const bo = aPerson('bo');
const ada = aPerson('ada');
const item = (change: Partial<ActivityItem>): ActivityItem => ({
  id: '01900000-0000-7000-8000-000000000100',
  type: 'journal-created',
  journal_id: '01900000-0000-7000-8000-000000000011',
  journal: {
    id: '01900000-0000-7000-8000-000000000011',
    slug: 'kiln-log',
    title: 'Kiln log',
    user: bo,
  },
  user: bo,
  entry_id: null,
  entry: null,
  created_at: '2026-11-01T10:00:00.000Z',
  ...change,
});

describe('activityParts', () => {
  it('says who started which journal, linking the profile and the journal page', () => {
    expect(activityParts(item({}))).toEqual({
      who: { name: 'bo', to: '/bo' },
      action: { before: 'started the journal', after: '' },
      journal: { title: 'Kiln log', to: '/bo/kiln-log' },
    });
  });

  it('links a new entry to its place in the journal, under the owner’s address', () => {
    const entryId = '01900000-0000-7000-8000-000000000222';
    // ada collaborates on bo's journal: the journal's address is bo's, the line is ada's.
    const parts = activityParts(item({ type: 'entry-created', user: ada, entry_id: entryId }));
    expect(parts.who).toEqual({ name: 'ada', to: '/ada' });
    expect(parts.action).toEqual({
      before: 'added',
      entry: { text: 'an entry', to: `/bo/kiln-log/${entryId}` },
      after: 'to',
    });
    expect(parts.journal.to).toBe('/bo/kiln-log');
  });

  it('names video-chat joins, and nobody once the account is gone', () => {
    const parts = activityParts(item({ type: 'jitsi-join', user: null }));
    expect(parts.who).toBeNull();
    expect(parts.action.before).toBe('joined the video chat of');
  });
});
