/**
 * Zod compiles its object parsers with `new Function` where it may, and probes for that once. The
 * page's and the service worker's Content-Security-Policy forbid eval (script-src 'self'), so the
 * probe fails and the browser reports a policy violation on every load (Lighthouse's best
 * practices count it). In the browser the parsers are plain closures from the start: imported
 * first by the page's entry and the service worker's. The server keeps Zod's compiled parsers.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (zod/v4/core/core.js, so that every
 * copy of Zod on a page shares them), which is set here before Zod loads rather than through
 * `z.config`: importing Zod for that put its core in the page's first JavaScript, which needs no
 * schema until a screen or an answer does. tests/e2e/every-route.spec.ts fails on a CSP violation.
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
