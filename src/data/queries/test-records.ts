import { v7 as uuidv7 } from 'uuid';
import type { Bookmark } from '../../../contract/bookmarks';
import type { ChatMessage } from '../../../contract/chat';
import type { Comment } from '../../../contract/comments';
import type { LogItem } from '../../../contract/daily-log';
import type { Entry } from '../../../contract/entries';
import type { Invitation } from '../../../contract/invitations';
import type { Journal } from '../../../contract/journals';
import type { User } from '../../../contract/users';
import type { LocalShadow } from '../../../local-store/db';
import { aUser } from '../../test/people';

/**
 * Records shaped as the server sends them, for the query tests. Ids are UUIDv7s of the given
 * moment, so 'newest first by id' means what it does on the server.
 */

const idAt = (iso: string) => uuidv7({ msecs: Date.parse(iso) });
const T0 = '2031-01-01T00:00:00.000Z';

export function user(name: string, fields: Partial<User> = {}): User {
  return aUser({
    id: uuidv7(),
    ritual_user: name,
    email: `${name}@example.test`,
    created_at: T0,
    ...fields,
  });
}

/** Who a record names: a whole user, or just how they are shown (aPerson). */
type Person = Pick<User, 'id' | 'ritual_user' | 'avatar'>;

const ref = (u: Person) => ({ id: u.id, ritual_user: u.ritual_user, avatar: u.avatar });

export function journal(owner: Person, fields: Partial<Journal> = {}): Journal {
  const createdAt = fields.created_at ?? T0;
  return {
    id: idAt(createdAt),
    slug: 'journal',
    title: 'Journal',
    description: '',
    user_id: owner.id,
    user: ref(owner),
    private: false,
    open: false,
    icon: null,
    collaborators: [],
    hidden: false,
    created_at: createdAt,
    last_modified: createdAt,
    ...fields,
  };
}

/** An entry posted at `iso` (its id and created_at), by `author` in `inJournal`. */
export function entry(
  inJournal: Journal,
  author: User,
  iso: string,
  fields: Partial<Entry> = {},
): Entry {
  return {
    id: idAt(iso),
    journal_id: inJournal.id,
    user_id: author.id,
    user: ref(author),
    type: 'text',
    notes: '',
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
    created_at: iso,
    last_modified: iso,
    ...fields,
  };
}

export function comment(on: Entry, author: User, iso: string): Comment {
  return {
    id: idAt(iso),
    entry_id: on.id,
    journal_id: on.journal_id,
    user_id: author.id,
    user: ref(author),
    value: `said at ${iso}`,
    created_at: iso,
    last_modified: iso,
  };
}

export function bookmark(on: Entry, owner: User, iso: string): Bookmark {
  return { id: idAt(iso), entry_id: on.id, user_id: owner.id, created_at: iso };
}

export function message(
  from: User,
  to: User,
  iso: string,
  readAt: string | null = null,
): ChatMessage {
  return {
    id: idAt(iso),
    sender_id: from.id,
    recipient_id: to.id,
    type: 'text',
    value: `sent at ${iso}`,
    created_at: iso,
    read_at: readAt,
  };
}

export function logItem(of: Journal, position: number): LogItem {
  return {
    id: idAt(T0),
    journal_id: of.id,
    position,
    reminder: null,
    created_at: T0,
    last_modified: T0,
  };
}

export function shadow(of: Journal, iso: string): LocalShadow {
  return {
    id: of.id,
    journal_id: of.id,
    journal: of,
    newEntries: 0,
    created_at: iso,
    last_seen_at: iso,
  };
}

export function invitation(
  to: Journal,
  owner: User,
  invitee: User,
  iso: string,
  status: Invitation['status'] = 'pending',
): Invitation {
  return {
    id: idAt(iso),
    journal_id: to.id,
    journal: { id: to.id, slug: to.slug, title: to.title },
    owner: ref(owner),
    inviter: ref(owner),
    invitee: ref(invitee),
    status,
    created_at: iso,
    last_modified: iso,
  };
}
