import { ErrorText } from '../contract/error-texts';
import { waitsForLater, type SendOutcome } from '../contract/outbox';

/** The JSON of an answer, or null when it has none (204, or not JSON). */
export async function jsonOf(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  if (!response.headers.get('content-type')?.includes('json')) return null;
  return response.json().catch(() => null);
}

function retryAfterMs(header: string | null): number | undefined {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

/**
 * What an answer means for the outbox, from its status, its JSON (null when none) and its
 * Retry-After header. A batch's answers (contract/batch.ts) come this way, without a Response.
 */
export function outcomeOf(status: number, body: unknown, retryAfter: string | null): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'done', status, body };
  if (status === 401) return { kind: 'signed-out' };
  // 5xx, 408, 429, or the same key's first request still running (it says when to come back)
  if (waitsForLater(status, retryAfter !== null)) {
    const wait = retryAfterMs(retryAfter);
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

/** What a finished request means for the outbox. */
export async function classify(response: Response): Promise<SendOutcome> {
  return outcomeOf(response.status, await jsonOf(response), response.headers.get('retry-after'));
}
