import { randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: a link that opens one journal or one entry. */
export const newShareKey = () => randomBytes(16).toString('base64url');
