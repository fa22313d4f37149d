import { v7 as uuidv7 } from 'uuid';
import { AccountMessageSchema } from '../../contract/account';
import { publicHttp } from './public-http';

/**
 * POST /users/testflight: puts the address on the iOS beta list; answers with the server's
 * sentence. Only the lazily loaded /ios screen imports this (it brings zod).
 */
export async function signUpForTestflight(email: string): Promise<string> {
  const answer = await publicHttp()
    .post('users/testflight', { json: { email }, headers: { 'idempotency-key': uuidv7() } })
    .json();
  return AccountMessageSchema.parse(answer).message;
}

/** POST /users/newsletter-unsubscribe/{token}, with ?list=true to leave every list too. */
export async function unsubscribeFromNewsletter(token: string, everyList: boolean) {
  const answer = await publicHttp()
    .post(`users/newsletter-unsubscribe/${encodeURIComponent(token)}`, {
      searchParams: everyList ? { list: 'true' } : {},
    })
    .json();
  return AccountMessageSchema.parse(answer).message;
}
