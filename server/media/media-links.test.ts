import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCollaborator, bytes, createJournal, form } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;
const DAY = 24 * 60 * 60 * 1000;

/** Signed and plain media links answer the people who still may see them, and no one else. */
describe(`media links end with access (${testDialect})`, () => {
  let server: TestServer;
  let owner: Account;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await server.register('linkowner');
  });
  afterAll(() => server.close());

  /** An audio entry in the journal, as its author's POST /entries answers it. */
  async function postRecording(token: string, journalId: string, fields = {}) {
    const res = await server.call('POST', '/api/entries', {
      token,
      body: form(
        { journal_id: journalId, ...fields },
        { file: { bytes: bytes.wav(), type: 'audio/wav' } },
      ),
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; link: string };
  }

  /** The entry's link as this reader is handed it now. */
  async function linkFor(token: string | undefined, entryId: string): Promise<string> {
    const res = await server.call('GET', `/api/entries/${entryId}`, token ? { token } : {});
    expect(res.status).toBe(200);
    return res.body.link as string;
  }

  /** An <img> or <audio> fetch: no bearer token, only the link. */
  const fetchLink = async (link: string) => (await server.app.request(link)).status;

  it('stops a removed collaborator’s link; the owner’s fresh link works', async () => {
    const guest = await server.register('linkguest');
    const journal = await createJournal(server, owner.token, { private: true });
    await addCollaborator(server, journal.id, guest.user.id);
    const entry = await postRecording(owner.token, journal.id);
    const guestLink = await linkFor(guest.token, entry.id);
    expect(guestLink).toContain('sig=');
    expect(await fetchLink(guestLink)).toBe(200);

    const removed = await server.call(
      'POST',
      `/api/journals/${journal.id}/remove-user/${guest.user.id}`,
      { token: owner.token },
    );
    expect(removed.status).toBe(204);
    expect(await fetchLink(guestLink)).toBe(404);
    expect(await fetchLink(await linkFor(owner.token, entry.id))).toBe(200);
  });

  it('stops every link of a public journal once it is made private, signed ones too', async () => {
    const journal = await createJournal(server, owner.token, { private: false });
    const open = await postRecording(owner.token, journal.id);
    const ownOnly = await postRecording(owner.token, journal.id, { private: 'true' });
    const plain = await linkFor(undefined, open.id);
    const signed = await linkFor(owner.token, ownOnly.id);
    expect(plain).not.toContain('sig=');
    expect(signed).toContain('sig=');
    expect([await fetchLink(plain), await fetchLink(signed)]).toEqual([200, 200]);

    const update = await server.call('POST', `/api/journals/${journal.id}`, {
      token: owner.token,
      json: { private: true },
    });
    expect(update.status).toBe(200);
    expect([await fetchLink(plain), await fetchLink(signed)]).toEqual([404, 404]);
    expect(await fetchLink(await linkFor(owner.token, ownOnly.id))).toBe(200);
  });

  it('stops a deleted entry’s link', async () => {
    const journal = await createJournal(server, owner.token, { private: true });
    const entry = await postRecording(owner.token, journal.id);
    expect(await fetchLink(entry.link)).toBe(200);
    const deleted = await server.call('DELETE', `/api/entries/${entry.id}`, { token: owner.token });
    expect(deleted.status).toBeLessThan(300);
    expect(await fetchLink(entry.link)).toBe(404);
  });

  it('hands out the same link all day while access is unchanged, so the offline cache hits', async () => {
    const guest = await server.register('linksteady');
    const journal = await createJournal(server, owner.token, { private: true });
    await addCollaborator(server, journal.id, guest.user.id);
    const entry = await postRecording(owner.token, journal.id);
    const first = await linkFor(guest.token, entry.id);
    // Later the same day (UTC), with a member added in between: this guest's access held.
    const other = await server.register('linkother');
    await addCollaborator(server, journal.id, other.user.id);
    server.clock.advance(
      Math.floor((Math.ceil(server.clock.now / DAY) * DAY - server.clock.now) / 2),
    );
    expect(await linkFor(guest.token, entry.id)).toBe(first);
    expect(await linkFor(guest.token, entry.id)).toBe(first);
    expect(await fetchLink(first)).toBe(200);
  });
});
