import { describe, expect, it } from 'vitest';
import { aUser } from '../../test/people';
import { freshStore } from '../../../local-store/fake-store';
import { jsonAnswer } from '../../test/answers';
import { saveUsername } from './save-username';

const nameless = aUser({ ritual_user: '' });

async function setUp(name: string, answer: (body: Record<string, unknown>) => Response) {
  const db = freshStore(name);
  await db.users.put(nameless);
  const sent: Request[] = [];
  const fetch = (async (request: Request) => {
    sent.push(request.clone());
    return answer((await request.json()) as Record<string, unknown>);
  }) as typeof globalThis.fetch;
  const deps = {
    db,
    baseUrl: 'http://ritual.test/api',
    fetch,
    getToken: () => Promise.resolve('token-1'),
  };
  return { db, sent, deps };
}

describe('saveUsername', () => {
  it('sends the trimmed name as the user’s profile change and keeps the answer here', async () => {
    const { db, sent, deps } = await setUp('save-username-1', (body) =>
      jsonAnswer(200, { user: { ...nameless, ritual_user: body.username } }),
    );
    const outcome = await saveUsername(deps, nameless.id, '  ada_l ');
    expect(outcome).toEqual({ saved: expect.objectContaining({ ritual_user: 'ada_l' }) });
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://ritual.test/api/users');
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
    expect(request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await request.json()).toEqual({ id: nameless.id, username: 'ada_l' });
    expect((await db.users.get(nameless.id))?.ritual_user).toBe('ada_l');
  });

  it('refuses a name the contract does not allow without asking the server', async () => {
    const { sent, deps } = await setUp('save-username-2', () => jsonAnswer(500, {}));
    expect(await saveUsername(deps, nameless.id, 'ab')).toEqual({
      refused: 'Username must be at least 3 characters.',
    });
    expect(await saveUsername(deps, nameless.id, 'home')).toEqual({
      refused: 'This username is taken.',
    });
    expect(await saveUsername(deps, nameless.id, '-ada')).toEqual({
      refused: expect.stringMatching(/^Username may contain letters/),
    });
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s refusal and leaves the stored user nameless', async () => {
    const { db, deps } = await setUp('save-username-3', () =>
      jsonAnswer(409, { statusCode: 409, message: 'This username is taken.' }),
    );
    expect(await saveUsername(deps, nameless.id, 'grace')).toEqual({
      refused: 'This username is taken.',
    });
    expect((await db.users.get(nameless.id))?.ritual_user).toBe('');
  });

  it('says Network Error when the server cannot be reached', async () => {
    const { deps } = await setUp('save-username-4', () => jsonAnswer(200, {}));
    const offline = { ...deps, fetch: (() => Promise.reject(new TypeError('x'))) as typeof fetch };
    expect(await saveUsername(offline, nameless.id, 'grace')).toEqual({
      refused: 'Network Error',
    });
  });
});
