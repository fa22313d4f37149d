import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { aUser } from '../test/people';
import { freshStore } from '../../local-store/fake-store';
import { jsonAnswer } from '../test/answers';
import { settingsApi } from './settings-api';

const ada = aUser({ newsletter: true });

/** A device with Ada on it, and a server that answers each request with the next of `answers`. */
async function device(answers: Response[]) {
  const db = freshStore();
  await db.users.put(ada);
  const sent: Request[] = [];
  const fetch = ((input: Request) => {
    sent.push(input.clone());
    const answer = answers.shift();
    return answer ? Promise.resolve(answer) : Promise.reject(new TypeError('Failed to fetch'));
  }) as typeof globalThis.fetch;
  const api = settingsApi({
    db,
    baseUrl: 'http://ritual.test/api',
    fetch,
    getToken: () => Promise.resolve('token-1'),
  });
  return { db, sent, api };
}

describe('settingsApi', () => {
  it('changes the password with the current one and returns the server’s sentence', async () => {
    const { sent, api } = await device([jsonAnswer(200, { message: 'Changed.' })]);
    expect(await api.changePassword('old one', 'a new passphrase')).toBe('Changed.');
    expect(sent[0]!.url).toBe('http://ritual.test/api/auth/password');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer token-1');
    expect(await sent[0]!.json()).toEqual({
      current_password: 'old one',
      password: 'a new passphrase',
    });
  });

  it('throws a refusal with the server’s answer for the form to show', async () => {
    const refusal = { statusCode: 403, message: 'Your current password is not right.' };
    const { api } = await device([jsonAnswer(403, refusal)]);
    const error = await api.changePassword('wrong', 'a new passphrase').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(403);
  });

  it('uploads the avatar as a multipart file, then re-reads the user and keeps them here', async () => {
    const withAvatar = { ...ada, avatar: 'http://ritual.test/api/media/avatar-1' };
    const { db, sent, api } = await device([
      jsonAnswer(200, { user: withAvatar }),
      jsonAnswer(200, { user: withAvatar }),
    ]);
    const user = await api.uploadAvatar(new Blob(['png bytes'], { type: 'image/png' }), 'me.png');
    expect(user.avatar).toBe(withAvatar.avatar);
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST http://ritual.test/api/users/avatar',
      'GET http://ritual.test/api/auth',
    ]);
    const file = (await sent[0]!.formData()).get('file') as File;
    expect(file.name).toBe('me.png');
    expect(await file.text()).toBe('png bytes');
    expect((await db.users.get(ada.id))?.avatar).toBe(withAvatar.avatar);
  });

  it('downloads the export under the name the server gave it', async () => {
    const { api } = await device([
      new Response(new Blob(['PK zip bytes']), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="ritual-export-ada-2026-11-23.zip"',
        },
      }),
    ]);
    const { blob, fileName } = await api.downloadExport();
    expect(fileName).toBe('ritual-export-ada-2026-11-23.zip');
    expect(await blob.text()).toBe('PK zip bytes');
  });
});
