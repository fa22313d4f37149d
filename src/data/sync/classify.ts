import { ErrorText } from '../../../contract/error-texts';
import type { SendOutcome } from '../../../contract/outbox';

/** The JSON of an answer, or null when it has none (204, or not JSON). */
export async function jsonOf(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  if (!response.headers.get('content-type')?.includes('json')) return null;
  return response.json().catch(() => null);
}

/** Statuses that say "not now" rather than "no": the same request may succeed later. */
const isTransient = (status: number, response: Response) =>
  status >= 500 ||
  status === 408 ||
  status === 429 ||
  // the Idempotency-Key's first request is still running (it says when to come back)
  (status === 409 && response.headers.has('retry-after'));

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
  if (isTransient(status, response)) {
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
