import type { Journal } from '../../contract/journals';
import { aPerson, idOf } from './people';

// The journals of the page's unit tests, made one way. Tests only: nothing of the app imports this.

/**
 * A journal as the server shapes it: Ada's public 'Scales', made on 1 November, unless the test
 * says otherwise (`aJournal({ title: 'Runs', slug: 'runs', id: idOf('runs') })`).
 */
export function aJournal(overrides: Partial<Journal> = {}): Journal {
  const owner = overrides.user ?? aPerson('ada');
  return {
    id: idOf('scales'),
    slug: 'scales',
    title: 'Scales',
    description: '',
    user_id: owner.id,
    user: owner,
    private: false,
    open: false,
    icon: null,
    collaborators: [],
    share_key: null,
    hidden: false,
    created_at: '2026-11-01T08:00:00.000Z',
    last_modified: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}
