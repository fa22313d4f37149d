import { describe, expect, it } from 'vitest';
import { useStage } from '../support/stage.js';

const stage = useStage({ browser: false });

/** The value of one Content-Security-Policy directive, e.g. frame-ancestors. */
function cspDirective(response: Response, name: string): string | undefined {
  const policy = response.headers.get('content-security-policy') ?? '';
  const directive = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.split(/\s+/)[0] === name);
  return directive?.slice(name.length).trim();
}

describe('GET /api/<unknown>', () => {
  it('answers a JSON 404 in the shape of every API error', async () => {
    const response = await fetch(`${stage.server.url}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      statusCode: 404,
      message: 'The requested resource could not be found.',
    });
  });
});

describe('response headers', () => {
  it('forbid MIME sniffing, hide the server stack and refuse framing of the app', async () => {
    const response = await fetch(`${stage.server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.has('x-powered-by')).toBe(false);
    expect(cspDirective(response, 'frame-ancestors')).toBe("'none'");
  });

  it('let anyone frame an embedded entry', async () => {
    const response = await fetch(`${stage.server.url}/embed/x`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(cspDirective(response, 'frame-ancestors')).toBe('*');
  });

  it('forbid MIME sniffing on API answers too', async () => {
    const response = await fetch(`${stage.server.url}/api/openapi.json`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.has('x-powered-by')).toBe(false);
  });
});
