import { errorMessage, type RequestFailure } from '../errors/messages';

/** What a settings form shows after an account call. */
export type AccountOutcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * A failed account call: a 401 means this device's session has ended (signed out everywhere, or
 * the password changed on another device), so the page signs out; anything else is docs/product.md §8's
 * message for the form to show.
 */
export function settleFailure(failure: RequestFailure): 'signed-out' | AccountOutcome {
  if (failure.status === 401) return 'signed-out';
  return { kind: 'failed', message: errorMessage(failure) };
}
