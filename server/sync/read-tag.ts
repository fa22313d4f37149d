import { createHash } from 'node:crypto';

/**
 * The tag of a read answer: the change-log sequence of what it shows (latest-change.ts) and a
 * hash of everything else it depends on — who reads (the answer differs per reader), their access,
 * the query, the media signing period. Weak: the same tag means the same content, not the same
 * bytes. The facts are hashed so the tag reveals no ids or keys.
 */
export function readTag(seq: number, facts: readonly unknown[]): string {
  const hash = createHash('sha256').update(JSON.stringify(facts)).digest('base64url').slice(0, 22);
  return `W/"${seq}-${hash}"`;
}
