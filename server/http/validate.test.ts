import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJournal, createTextEntry } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

/** PostgreSQL refuses NUL in text; both databases must answer such input with the same 400. */
describe(`a NUL character in input (${testDialect})`, () => {
  let server: TestServer;
  let token: string;
  let entryId: string;
  beforeAll(async () => {
    server = await startTestServer();
    const me = await server.register('nul');
    token = me.token;
    const journal = await createJournal(server, token);
    entryId = (await createTextEntry(server, token, journal.id)).id;
  });
  afterAll(() => server.close());

  it('is refused in a JSON body, naming the field, and nothing is stored', async () => {
    const res = await server.call('POST', '/api/comments', {
      token,
      json: { entry_id: entryId, value: 'a\u0000b' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'value: must not contain a NUL character.',
    });
    const comments = await server.call('GET', `/api/entries/${entryId}/comments`);
    expect(comments.body.comments).toEqual([]);
  });

  it('is refused in a path and a query', async () => {
    for (const path of [
      '/api/journals/search/%00',
      '/api/users/search/a%00',
      '/api/users/%00abc',
      '/api/entries/shared/%00',
    ]) {
      const res = await server.call('GET', path);
      expect([path, res.status]).toEqual([path, 400]);
    }
    const chat = await server.call('GET', '/api/chat-messages?recipient=%00a', { token });
    expect(chat.status).toBe(400);
  });

  it('is refused in a form field of an upload', async () => {
    const body = new FormData();
    body.append('journal_id', (await createJournal(server, token)).id);
    body.append('notes', 'before\u0000after');
    const res = await server.call('POST', '/api/entries', { token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('notes: must not contain a NUL character.');
  });
});

describe(`ids in upper case (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('find the same record as in lower case on both databases', async () => {
    const me = await server.register('upper');
    const journal = await createJournal(server, me.token);
    const entry = await createTextEntry(server, me.token, journal.id);
    const res = await server.call('GET', `/api/entries/${entry.id.toUpperCase()}`);
    expect([res.status, res.body.id]).toEqual([200, entry.id]);
    const comment = await server.call('POST', '/api/comments', {
      token: me.token,
      json: { entry_id: entry.id.toUpperCase(), value: 'Found it.' },
    });
    expect([comment.status, comment.body.entry_id]).toEqual([201, entry.id]);
  });
});
