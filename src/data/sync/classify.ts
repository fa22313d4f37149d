import { waitsForLater } from '../../../contract/batch';
import { ErrorText } from '../../../contract/error-texts';
import type { SendOutcome } from '../../../contract/outbox';

/** The JSON of an answer, or null when it has none (204, or not JSON). */
export async function jsonOf(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  if (!response.headers.get('content-type')?.includes('json')) return null;
  return response.json().catch(() => null);
}

function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

/** What a finished request means for the outbox. */
export async function classify(response: Response): Promise<SendOutcome> {
  const body = await jsonOf(response);
  const status = response.status;
  if (status >= 200 && status < 300) return { kind: 'done', status, body };
  if (status === 401) return { kind: 'signed-out' };
  // 5xx, 408, 429, or the same key's first request still running (it says when to come back)
  if (waitsForLater(status, response.headers.has('retry-after'))) {
    const wait = retryAfterMs(response);
    return {
      kind: 'retry',
      reason: `HTTP ${status}`,
      ...(wait !== undefined ? { retryAfterMs: wait } : {}),
    };
  }
  const message =
    body !== null &&
    typeof body === 'object' &&
    typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : ErrorText.unexpectedResponse;
  return { kind: 'refused', status, message };
}
