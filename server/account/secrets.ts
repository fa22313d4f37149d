import { createHash, randomBytes } from 'node:crypto';

/** A fresh unguessable token: 256 bits, URL-safe. */
export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as this hash, so a leaked database does not leak sign-ins or links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
