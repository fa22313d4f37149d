import { ErrorText } from '../contract/errors.js';

/**
 * What a refusal means, in the domain's words; the HTTP edge (http/errors.ts) turns each kind into
 * its status code, so services say why they refuse without knowing how the answer is sent.
 */
export type RefusalKind =
  | 'invalid'
  | 'unauthenticated'
  | 'payment-required'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'too-large'
  | 'unsupported-type'
  | 'unreadable'
  | 'too-many'
  | 'not-implemented'
  | 'provider-unreachable';

/** A refusal with a message meant for the person using the app. */
export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** seconds after which trying again may succeed (sent as Retry-After) */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message: string = ErrorText.accessDenied) =>
  new DomainError('forbidden', message);
export const notFound = (message: string = ErrorText.notFound) =>
  new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const gone = (message: string) => new DomainError('gone', message);
export const tooLarge = (message = 'The request is too large.') =>
  new DomainError('too-large', message);
export const tooMany = (message: string, retryAfter: number) =>
  new DomainError('too-many', message, retryAfter);
