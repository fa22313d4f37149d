import { HTTPError, TimeoutError } from 'ky';
import { ErrorText } from '../../../contract/error-texts';
import { errorMessage, requestFailureOf } from '../messages';

/**
 * docs/product.md §4's readable message for the global error state. A failed request says what the server
 * said; anything else is a bug, and its technical text means nothing to the person using Ritual.
 */
export async function readableMessage(thrown: unknown): Promise<string> {
  if (thrown instanceof HTTPError || thrown instanceof TimeoutError)
    return errorMessage(await requestFailureOf(thrown));
  return ErrorText.unexpected;
}
