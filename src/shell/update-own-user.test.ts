import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { aUser } from '../test/people';
import { freshStore } from '../../local-store/fake-store';
import { jsonAnswer } from '../test/answers';
import { updateOwnUser } from './update-own-user';

const ada = aUser({ email_confirmed: false });

describe('updateOwnUser', () => {
  it('posts the change as the signed-in user and keeps the answer on this device', async () => {
    const db = freshStore();
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
    const db = freshStore();
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
