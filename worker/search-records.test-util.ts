import type { Entry } from '../contract/entries.js';
import type { Journal } from '../contract/journals.js';

// Tests only: records shaped as the server sends them, for the search's tests and benchmark.

const ADA = { id: '00000000-0000-4000-8000-00000000ada0', ritual_user: 'ada', avatar: null };

let made = 0;
/** A UUID-shaped id, distinct per call, ordered as made. */
export const nextId = () => `00000000-0000-4000-8000-${String(++made).padStart(12, '0')}`;

export function aJournal(fields: Partial<Journal> = {}): Journal {
  return {
    id: nextId(),
    slug: 'piano',
    title: 'Piano',
    description: '',
    user_id: ADA.id,
    user: ADA,
    private: false,
    open: false,
    icon: null,
    collaborators: [],
    hidden: false,
    created_at: '2031-01-01T00:00:00.000Z',
    last_modified: '2031-01-01T00:00:00.000Z',
    ...fields,
  };
}

export function anEntry(journal: Journal, notes: string, fields: Partial<Entry> = {}): Entry {
  return {
    id: nextId(),
    journal_id: journal.id,
    user_id: ADA.id,
    user: ADA,
    type: 'text',
    notes,
    file: null,
    link: null,
    original_link: null,
    preview_link: null,
    audio_cover: null,
    audio: false,
    pcm: null,
    streakDate: null,
    private: false,
    hidden: false,
    created_at: '2031-01-02T12:00:00.000Z',
    last_modified: '2031-01-02T12:00:00.000Z',
    ...fields,
  };
}
