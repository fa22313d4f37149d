import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

/** The calls built so far (SPEC §7 plus sync and media); a route added without a description fails here. */
const EXPECTED: Record<string, string[]> = {
  '/auth': ['get'],
  '/auth/login': ['post'],
  '/auth/logout': ['post'],
  '/auth/register': ['post'],
  '/auth/password-reset': ['post'],
  '/auth/password-reset/{token}': ['get', 'post'],
  '/auth/confirm-email/{token}': ['post'],
  '/journals': ['post'],
  '/journals/{id}': ['post', 'delete'],
  '/journals/{id}/entries': ['get', 'post'],
  '/journals/{id}/generate-share-key': ['post'],
  '/journals/{id}/icon': ['post'],
  '/entries': ['post'],
  '/entries/{id}': ['get', 'post', 'delete'],
  '/entries/shared/{key}': ['get'],
  '/entries/{id}/generate-share-key': ['post'],
  '/entries/{entryId}/move/{journalId}': ['post'],
  '/users/{user}': ['get'],
  '/users/{user}/entries': ['get'],
  '/users/{user}/journals/{journal}': ['get'],
  '/media/{id}': ['get'],
  '/sync': ['get'],
};

describe(`GET /api/openapi.json (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('describes every route with its request and response schemas', async () => {
    const res = await server.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<
      string,
      Record<
        string,
        { responses: Record<string, unknown>; requestBody?: { content: Record<string, unknown> } }
      >
    >;
    for (const [path, methods] of Object.entries(EXPECTED)) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(expect.arrayContaining(methods));
      for (const method of methods)
        expect(
          Object.keys(paths[path]![method]!.responses).length,
          `${method} ${path}`,
        ).toBeGreaterThan(0);
    }
    const create = paths['/entries']!.post!;
    expect(Object.keys(create.requestBody!.content)).toEqual(
      expect.arrayContaining(['multipart/form-data', 'application/json']),
    );
    expect(JSON.stringify(create.requestBody!.content['multipart/form-data'])).toContain(
      '"format":"binary"',
    );
    expect(JSON.stringify(paths['/journals']!.post)).toContain('"title"');
  });
});
