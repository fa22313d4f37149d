import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/users';
import { openLocalStore } from '../../local-store/db';
import { updateOwnUser } from './update-own-user';

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

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('updateOwnUser', () => {
  it('posts the change as the signed-in user and keeps the answer on this device', async () => {
    const db = openLocalStore('update-own-user-1', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.users.put(ada);
    const sent: Request[] = [];
    const fetch = ((input: Request) => {
      sent.push(input.clone());
      return Promise.resolve(jsonAnswer(200, { user: { ...ada, timezone: 'Europe/Berlin' } }));
    }) as typeof globalThis.fetch;

    await updateOwnUser(
      { db, baseUrl: 'http://ritual.test/api', fetch, getToken: () => Promise.resolve('token-1') },
      ada.id,
      { timezone: 'Europe/Berlin' },
    );

    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://ritual.test/api/users');
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
    expect(request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await request.json()).toEqual({ id: ada.id, timezone: 'Europe/Berlin' });
    expect((await db.users.get(ada.id))?.timezone).toBe('Europe/Berlin');
  });

  it('throws the server’s refusal and leaves the stored user as it was', async () => {
    const db = openLocalStore('update-own-user-2', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.users.put(ada);
    const fetch = (() =>
      Promise.resolve(
        jsonAnswer(400, {
          statusCode: 400,
          message: 'Please choose a time zone such as Europe/Berlin.',
        }),
      )) as typeof globalThis.fetch;

    await expect(
      updateOwnUser(
        {
          db,
          baseUrl: 'http://ritual.test/api',
          fetch,
          getToken: () => Promise.resolve('token-1'),
        },
        ada.id,
        { timezone: 'Mars/Olympus_Mons' },
      ),
    ).rejects.toBeInstanceOf(HTTPError);
    expect((await db.users.get(ada.id))?.timezone).toBe('UTC');
  });
});
