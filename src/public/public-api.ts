import { AccountMessageSchema, VideoUpdatesSchema, type VideoUpdate } from '../../contract/account';
import { answerOf } from '../api/answer';
import { freshKey, pageHttp } from '../api/page-http';

/**
 * POST /users/testflight: puts the address on the iOS beta list; answers with the server's
 * sentence. Only lazily loaded screens (/ios, /blog, the newsletter page) import this module (it
 * brings zod).
 */
export async function signUpForTestflight(email: string): Promise<string> {
  const request = pageHttp().post('users/testflight', { json: { email }, headers: freshKey() });
  return (await answerOf(request, AccountMessageSchema)).message;
}

/** POST /users/newsletter-unsubscribe/{token}, with ?list=true to leave every list too. */
export async function unsubscribeFromNewsletter(token: string, everyList: boolean) {
  const request = pageHttp().post(`users/newsletter-unsubscribe/${encodeURIComponent(token)}`, {
    searchParams: everyList ? { list: 'true' } : {},
  });
  return (await answerOf(request, AccountMessageSchema)).message;
}

/** GET /video-updates: the short videos about Ritual's features, newest first. */
export async function readVideoUpdates(): Promise<VideoUpdate[]> {
  const request = pageHttp().get('video-updates');
  return (await answerOf(request, VideoUpdatesSchema)).videos;
}
