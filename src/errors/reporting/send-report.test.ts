import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientErrorReport } from '../../../contract/client-errors';
import { httpClient } from '../../data/sync/http-client';
import { reportSender } from './send-report';

const report: ClientErrorReport = {
  message: 'journal is undefined',
  breadcrumbs: [],
  occurred_at: '2026-03-01T08:00:00.000Z',
};

/** A sender over a fake network that answers `answer` and remembers each request. */
function senderAnswering(answer: (request: Request) => Promise<Response>) {
  const requests: Request[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return answer(request);
  };
  const client = httpClient({
    fetch,
    baseUrl: 'http://ritual.test/api',
    getToken: () => Promise.resolve('the-session-token-of-ada'),
  });
  return { send: reportSender(client), requests };
}

const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    Promise.resolve(new Response(code === 204 ? null : '{}', { status: code, headers }));

describe('sending a report', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts the report as JSON to /api/client-errors with the session token', async () => {
    const { send, requests } = senderAnswering(status(204));
    expect(await send(report)).toEqual({ type: 'sent' });
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('http://ritual.test/api/client-errors');
    expect(request!.headers.get('authorization')).toBe('Bearer the-session-token-of-ada');
    expect(await request!.json()).toEqual(report);
  });

  it('drops what the server will never take, and keeps it on 429 and 5xx', async () => {
    expect(await senderAnswering(status(400)).send(report)).toEqual({
      type: 'refused',
      status: 400,
    });
    expect(await senderAnswering(status(413)).send(report)).toMatchObject({ type: 'refused' });
    expect(await senderAnswering(status(429, { 'retry-after': '12' })).send(report)).toEqual({
      type: 'later',
      retryAfterMs: 12_000,
    });
    expect(await senderAnswering(status(502)).send(report)).toEqual({ type: 'later' });
  });

  it('keeps the report when the network fails', async () => {
    const { send } = senderAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await send(report)).toEqual({ type: 'later' });
  });

  it('gives up waiting after 2000 ms and keeps the report', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const { send } = senderAnswering(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    let outcome: unknown;
    const sending = send(report).then((result) => (outcome = result));
    await vi.advanceTimersByTimeAsync(1999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await sending;
    expect(outcome).toEqual({ type: 'later' });
    expect(aborted).toBe(true);
  });
});
