/** Route parameters that are secrets: mailed links' tokens and share keys. */
const SECRET_PARAMS = ['token', 'key'];

/**
 * The path a report carries, with secret segments replaced by their parameter's name, so that
 * '/password-reset/abc123' reaches the log as '/password-reset/:token'.
 */
export function reportedPath(
  pathname: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const secrets = new Map(
    SECRET_PARAMS.flatMap((name) => {
      const value = params[name];
      return value ? [[value, `:${name}`] as const] : [];
    }),
  );
  if (secrets.size === 0) return pathname;
  return pathname
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape is compared as written.
      }
      return secrets.get(decoded) ?? segment;
    })
    .join('/');
}
