import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDialect, type TestServer } from './test/harness.js';

describe(`the API edge (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await server.call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'The requested resource could not be found.',
    });
  });
});
