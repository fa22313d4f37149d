import type { PublicUser, User } from '../../contract/users';

// The people of the page's unit tests, made one way. Tests only: nothing of the app imports this.

/** How a person is shown beside what they made (a journal's owner, an entry's author). */
export type PersonRef = Pick<User, 'id' | 'ritual_user' | 'avatar'>;

/** A stable id per name, so Bo is the same person in every test that names him. */
export function idOf(name: string): string {
  const hex = [...name].map((char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  return `01900000-0000-7000-8000-${hex.padStart(12, '0').slice(-12)}`;
}

/** Someone as others see them: `aPerson('bo')`, with an avatar or another id when a test needs it. */
export function aPerson(name: string, overrides: Partial<PersonRef> = {}): PersonRef {
  return { id: idOf(name), ritual_user: name, avatar: null, ...overrides };
}

/** A profile as anyone else may read it: Ada's, without her plan, free limit or timezone. */
export function aProfile(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: idOf('ada'),
    ritual_user: 'ada',
    avatar: null,
    support_pack: null,
    timezone: null,
    numberOfEntries: 0,
    clickedExamplesAt: null,
    created_at: '2026-11-01T10:00:00.000Z',
    journals: [],
    ...overrides,
  };
}

/** The signed-in user's own record: Ada's profile with her email and settings, on the free plan. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    ...aProfile(),
    plus: false,
    timezone: 'UTC',
    freeEntryLimit: 100,
    email: 'ada@example.com',
    email_confirmed: true,
    pending_email: null,
    newsletter: false,
    reminders_paused: false,
    ...overrides,
  };
}
