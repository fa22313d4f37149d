import type { StoredMutation } from '../../../contract/outbox';
import { requestOfMutation } from '../../../local-store/mutation-request';

/** A mutation with the request it makes beside its fields (method, path, json | form), for tests. */
export const withRequest = (mutation: StoredMutation) => ({
  ...mutation,
  ...requestOfMutation(mutation),
});
