import { errorMessage, requestFailureOf } from '../errors/messages';

/**
 * docs/product.md §8's text for a failed read, or null when the server was not reached: what was read before
 * is still shown from this device, and the read is tried again when the connection returns.
 */
export async function readFailureText(error: unknown): Promise<string | null> {
  const failure = await requestFailureOf(error);
  return failure.network ? null : errorMessage(failure);
}
