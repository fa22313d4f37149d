import { createMiddleware } from 'hono/factory';
import type { Config } from '../config.js';

/**
 * Headers on every response. Only /embed may be framed (by anyone: that is what embedding is for);
 * everything else refuses framing. The page's CSP admits the Jitsi domain for the video call, and
 * the inline scripts `inlineScripts` names by hash (inline-scripts.ts).
 */
export function securityHeaders(config: Pick<Config, 'jitsiDomain'>, inlineScripts: string[] = []) {
  const jitsi = `https://${config.jitsiDomain}`;
  const appPolicy = (frameAncestors: string) =>
    [
      "default-src 'self'",
      ["script-src 'self'", ...inlineScripts, jitsi].join(' '),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "font-src 'self' data:",
      "connect-src 'self' ws: wss:",
      `frame-src ${jitsi}`,
      "worker-src 'self' blob:",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${frameAncestors}`,
    ].join('; ');
  const apiPolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

  return createMiddleware(async (c, next) => {
    await next();
    const path = c.req.path;
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.delete('X-Powered-By');
    if (path.startsWith('/api/')) {
      if (!headers.has('Content-Security-Policy'))
        headers.set('Content-Security-Policy', apiPolicy);
      headers.set('X-Frame-Options', 'DENY');
    } else if (path === '/embed' || path.startsWith('/embed/')) {
      headers.set('Content-Security-Policy', appPolicy('*'));
    } else {
      headers.set('Content-Security-Policy', appPolicy("'none'"));
      headers.set('X-Frame-Options', 'DENY');
    }
  });
}
