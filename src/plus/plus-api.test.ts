import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { aUser } from '../test/people';
import { freshStore } from '../../local-store/fake-store';
import { jsonAnswer } from '../test/answers';
import { requestGracePeriod, unlockPlus } from './plus-api';

const ada = aUser({ numberOfEntries: 1, freeEntryLimit: 1, email_confirmed: false });

const deps = (name: string, answer: Response, sent: Request[]) => ({
  db: freshStore(name),
  baseUrl: 'http://ritual.test/api',
  getToken: () => Promise.resolve('token-1'),
  fetch: ((input: Request) => {
    sent.push(input.clone());
    return Promise.resolve(answer);
  }) as typeof fetch,
});

describe('unlockPlus', () => {
  it('asks for the option’s payment page with the caller’s key and answers its address', async () => {
    const sent: Request[] = [];
    const checkout = { url: 'https://checkout.stripe.test/cs_1' };
    const url = await unlockPlus(
      deps('unlock-1', jsonAnswer(200, checkout), sent),
      'yearly',
      'k-1',
    );

    expect(url).toBe('https://checkout.stripe.test/cs_1');
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://ritual.test/api/auth/unlock-plus');
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
    expect(request.headers.get('idempotency-key')).toBe('k-1');
    expect(await request.json()).toEqual({ option: 'yearly' });
  });

  it('throws the server’s refusal (501 when payments are off)', async () => {
    const off = { statusCode: 501, message: 'Payments are not configured on this server.' };
    const refusal = unlockPlus(deps('unlock-2', jsonAnswer(501, off), []), 'monthly', 'k-2');
    await expect(refusal).rejects.toBeInstanceOf(HTTPError);
  });
});

describe('requestGracePeriod', () => {
  it('asks once and keeps the user with the raised limit on this device', async () => {
    const sent: Request[] = [];
    const raised = { ...ada, freeEntryLimit: 11 };
    const plusDeps = deps('grace-1', jsonAnswer(200, { user: raised }), sent);
    await plusDeps.db.users.put(ada);

    const user = await requestGracePeriod(plusDeps);

    expect(user.freeEntryLimit).toBe(11);
    expect(sent[0]!.url).toBe('http://ritual.test/api/auth/request-grace-period');
    expect(sent[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await plusDeps.db.users.get(ada.id))?.freeEntryLimit).toBe(11);
  });

  it('throws a refusal and leaves the stored user as it was', async () => {
    const used = { statusCode: 409, message: 'You have already used your grace period.' };
    const plusDeps = deps('grace-2', jsonAnswer(409, used), []);
    await plusDeps.db.users.put(ada);

    await expect(requestGracePeriod(plusDeps)).rejects.toBeInstanceOf(HTTPError);
    expect((await plusDeps.db.users.get(ada.id))?.freeEntryLimit).toBe(1);
  });
});
