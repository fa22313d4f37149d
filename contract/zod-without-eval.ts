import { z } from 'zod';

/**
 * Zod compiles its object parsers with `new Function` where it may, and probes for that once. The
 * page's and the service worker's Content-Security-Policy forbid eval (script-src 'self'), so the
 * probe fails and the browser reports a policy violation on every load (Lighthouse's best
 * practices count it). In the browser the parsers are plain closures from the start: imported
 * first by the page's entry and the service worker's. The server keeps Zod's compiled parsers.
 */
z.config({ jitless: true });
