import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** Argon2id; the package declares its algorithms as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Slow on purpose: call it outside database transactions. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`. Without a hash (no such account) it checks against a
 * fixed dummy hash, so an unknown username costs the same time as a known one.
 */
export async function checkPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword('no account has this password');
  const stored = passwordHash ?? (await dummyHash);
  const matches = await verify(stored, password).catch(() => false);
  return passwordHash !== undefined && matches;
}
