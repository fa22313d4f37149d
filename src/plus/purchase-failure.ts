import { errorMessage, type RequestFailure } from '../errors/messages';

/**
 * What a failed purchase or grace request says: no connection is said plainly for what it blocks;
 * anything else is docs/product.md §8's message helper (a 501 keeps the server's words, e.g. 'Payments are
 * not configured on this server.').
 */
export function purchaseFailureText(failure: RequestFailure, offlineText: string): string {
  return failure.network ? offlineText : errorMessage(failure);
}
