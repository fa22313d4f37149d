import { HTTPError, TimeoutError } from 'ky';
import { ErrorText } from '../../contract/error-texts';

/** What the message helper needs to know about a failed request. */
export interface RequestFailure {
  /** the HTTP status, when the server answered */
  status?: number;
  /** the answer's parsed JSON, e.g. an ApiError */
  body?: unknown;
  /** the thrown error's own message, when there was no answer */
  message?: string;
  /** the request never reached the server (offline, DNS, timeout) */
  network?: boolean;
}

/**
 * A refusal of the input, in plain words: the API names the field of each issue for its callers
 * ("password: Password must be at least 8 characters.; email: …", server/http/validate.ts), and
 * each sentence already says which field it is about, so the page shows the sentences alone.
 */
export function plainWords(message: string): string {
  return message
    .split('; ')
    .map((issue) => issue.replace(/^[\w.]+: (?=\p{Lu})/u, ''))
    .join(' ');
}

function serverMessage(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? plainWords(message) : undefined;
}

/**
 * docs/product.md §8's message helper. One exception: a 501 shows the server's message, because
 * POST /api/auth/unlock-plus says 'Payments are not configured on this server.' and
 * 'Something went wrong.' would hide the one thing the user can act on.
 */
export function errorMessage(failure: RequestFailure): string {
  const { status, body, network, message } = failure;
  if (network) return ErrorText.network;
  if (status === undefined) return message || ErrorText.unexpected;
  if (status === 503) return ErrorText.unavailable;
  if (status === 501) return serverMessage(body) ?? ErrorText.server;
  if (status >= 500) return ErrorText.server;
  if (status === 404) return serverMessage(body) ?? ErrorText.notFound;
  if (status === 401 || status === 403) return serverMessage(body) ?? ErrorText.accessDenied;
  return serverMessage(body) ?? ErrorText.unexpectedResponse;
}

async function jsonBody(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  return response
    .clone()
    .json()
    .catch(() => undefined);
}

/** docs/product.md §8's sentence for whatever a call threw (an UnexpectedAnswer's is its own message). */
export async function failureMessage(error: unknown): Promise<string> {
  return errorMessage(await requestFailureOf(error));
}

/**
 * Turns whatever a ky call threw into a RequestFailure: an HTTPError carries the answer; a
 * timeout or fetch's TypeError means the server was never reached.
 */
export async function requestFailureOf(error: unknown): Promise<RequestFailure> {
  if (error instanceof HTTPError)
    return { status: error.response.status, body: await jsonBody(error.response) };
  if (error instanceof TimeoutError || error instanceof TypeError) return { network: true };
  if (error instanceof Error) return { message: error.message };
  return {};
}
