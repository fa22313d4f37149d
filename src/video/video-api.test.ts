import { describe, expect, it } from 'vitest';
import { pageHttp } from '../api/page-http';
import { reportVideoChatShown } from './video-api';

describe('reportVideoChatShown', () => {
  it('posts the jitsi-join activity and the jitsi_enabled event, and shrugs off a failure', async () => {
    const seen: { path: string; body: unknown }[] = [];
    const http = pageHttp({
      baseUrl: 'http://ritual.test/api',
      getToken: () => Promise.resolve('t'),
      fetch: async (input) => {
        const request = input as Request;
        seen.push({ path: new URL(request.url).pathname, body: await request.json() });
        return new Response(null, { status: seen.length === 1 ? 503 : 204 });
      },
    });
    await reportVideoChatShown('j1', http);
    expect(seen).toEqual(
      expect.arrayContaining([
        { path: '/api/activity', body: { type: 'jitsi-join', journal_id: 'j1' } },
        { path: '/api/events', body: { name: 'jitsi_enabled' } },
      ]),
    );
    expect(seen).toHaveLength(2);
  });
});
