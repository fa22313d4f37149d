import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The scripts of dist/client that the pages the server sends carry inline (scripts/prerender.mjs). */
const INLINED = ['theme.js'];

/**
 * The CSP sources that admit the scripts the prerendered and drawn pages carry inline: each by
 * its content's hash, so the policy still refuses any other inline script. theme.js sets the
 * theme before the first paint; inline, it costs a phone no round trip before that paint.
 */
export function inlineScriptSources(clientRoot: string): string[] {
  return INLINED.map((file) => join(clientRoot, file))
    .filter((path) => existsSync(path))
    .map((path) => `'sha256-${createHash('sha256').update(readFileSync(path)).digest('base64')}'`);
}
