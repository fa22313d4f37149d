import { createMiddleware } from 'hono/factory';
import type { Config } from '../config.js';

const API_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** The headers on every answer, whatever its path; over https, come back over https only. */
function everyAnswerHeaders(secure: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(secure ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * What securityHeaders puts on an API answer that sets no policy of its own, as one record: the
 * read memo's answers (read-edge.ts) are sent before the app, so they carry these themselves.
 */
export function apiSecurityHeaders(config: Pick<Config, 'publicUrl'>) {
  return {
    ...everyAnswerHeaders(new URL(config.publicUrl).protocol === 'https:'),
    'Content-Security-Policy': API_POLICY,
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Headers on every response. Only /embed may be framed (by anyone: that is what embedding is for);
 * everything else refuses framing. The page's CSP admits the Jitsi domain for the video call, and
 * the inline scripts `inlineScripts` names by hash (inline-scripts.ts). Served over https
 * (PUBLIC_URL), browsers are told to come back over https only.
 */
export function securityHeaders(
  config: Pick<Config, 'jitsiDomain' | 'publicUrl'>,
  inlineScripts: string[] = [],
) {
  const jitsi = `https://${config.jitsiDomain}`;
  const publicUrl = new URL(config.publicUrl);
  const secure = publicUrl.protocol === 'https:';
  // 'self' admits the page's own socket in browsers of CSP level 3; Safari before 16 matched no
  // ws: URL to it, so the page's own origin is named as a socket too. No other host is reached.
  const ownSocket = `${secure ? 'wss' : 'ws'}://${publicUrl.host}`;
  const appPolicy = (frameAncestors: string) =>
    [
      "default-src 'self'",
      ["script-src 'self'", ...inlineScripts, jitsi].join(' '),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "font-src 'self' data:",
      `connect-src 'self' ${ownSocket} ${jitsi} wss://${config.jitsiDomain}`,
      `frame-src ${jitsi}`,
      "worker-src 'self' blob:",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${frameAncestors}`,
    ].join('; ');
  const every = Object.entries(everyAnswerHeaders(secure));

  return createMiddleware(async (c, next) => {
    await next();
    const path = c.req.path;
    const headers = c.res.headers;
    for (const [name, value] of every) headers.set(name, value);
    headers.delete('X-Powered-By');
    if (path.startsWith('/api/')) {
      if (!headers.has('Content-Security-Policy'))
        headers.set('Content-Security-Policy', API_POLICY);
      headers.set('X-Frame-Options', 'DENY');
    } else if (path === '/embed' || path.startsWith('/embed/')) {
      headers.set('Content-Security-Policy', appPolicy('*'));
    } else {
      headers.set('Content-Security-Policy', appPolicy("'none'"));
      headers.set('X-Frame-Options', 'DENY');
    }
  });
}
