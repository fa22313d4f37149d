/** What MEDIA_STORE names (config.ts): DATA_DIR/media, or a bucket and a prefix inside it. */
export type MediaStoreSetting = { kind: 'local' } | { kind: 's3'; bucket: string; prefix: string };

/** S3's bucket naming rules: 3–63 lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** `local`, `s3://bucket` or `s3://bucket/prefix`; a prefix always ends in `/`. */
export function readMediaStore(text: string): MediaStoreSetting | { problem: string } {
  const value = text.trim();
  if (value === '' || value === 'local') return { kind: 'local' };
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(value);
  if (!match) return { problem: 'MEDIA_STORE must be local or s3://bucket[/prefix]' };
  const bucket = match[1]!;
  if (!BUCKET.test(bucket)) return { problem: `MEDIA_STORE: "${bucket}" is not a bucket name` };
  const path = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { kind: 's3', bucket, prefix: path ? `${path}/` : '' };
}
