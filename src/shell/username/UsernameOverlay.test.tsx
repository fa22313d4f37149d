import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/users';
import { openLocalStore } from '../../../local-store/db';
import { LocalStoreContext } from '../../data/local-store-context';
import { UsernameOverlay } from '../UsernameOverlay';

const ada: User = {
  id: '0190a000-0000-7000-8000-000000000001',
  ritual_user: 'ada',
  avatar: null,
  plus: false,
  support_pack: null,
  timezone: 'UTC',
  numberOfEntries: 0,
  freeEntryLimit: 100,
  clickedExamplesAt: null,
  created_at: '2026-11-01T10:00:00.000Z',
  journals: [],
  email: 'ada@example.com',
  email_confirmed: false,
  pending_email: null,
  newsletter: false,
};

const db = openLocalStore('username-overlay', { indexedDB: new IDBFactory(), IDBKeyRange });
const render = (user: User | null) =>
  renderToStaticMarkup(
    <LocalStoreContext value={{ db, userId: user?.id ?? null }}>
      <UsernameOverlay user={user} />
    </LocalStoreContext>,
  );

describe('UsernameOverlay', () => {
  it('asks a user without a username to choose one, with no way to close it', () => {
    const html = render({ ...ada, ritual_user: '' });
    expect(html).toContain('<dialog');
    expect(html).toContain('Choose a username');
    expect(html).toMatch(/<label[^>]*>Username<input[^>]*name="username"/);
    expect(html).toContain('>Save username</button>');
    expect(html).not.toMatch(/>Close</);
    expect(html.match(/<button/g)).toHaveLength(1);
  });

  it('shows nothing for a user who has a username', () => {
    expect(render(ada)).toBe('');
  });

  it('shows nothing for a visitor', () => {
    expect(render(null)).toBe('');
  });
});
