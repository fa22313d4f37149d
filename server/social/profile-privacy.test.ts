import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCollaborator, createJournal, createTextEntry } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

/**
 * A profile tells each viewer only what they may read: a count of private entries, the followers
 * of a private journal or where its owner lives (their timezone) are the owner's to know.
 */
describe(`GET /api/users/{user} to someone else (${testDialect})`, () => {
  let server: TestServer;
  let owner: Account;
  let collaborator: Account;
  let stranger: Account;
  beforeAll(async () => {
    server = await startTestServer();
    [owner, collaborator, stranger] = await Promise.all([
      server.register('diarist'),
      server.register('partner'),
      server.register('passerby'),
    ]);
    const update = await server.call('POST', '/api/users', {
      token: owner.token,
      json: { timezone: 'Europe/Berlin' },
    });
    expect(update.status).toBe(200);
    const open = await createJournal(server, owner.token, { title: 'Open' });
    const closed = await createJournal(server, owner.token, { title: 'Closed', private: true });
    await addCollaborator(server, closed.id, collaborator.user.id);
    await createTextEntry(server, owner.token, open.id, { notes: 'for anyone' });
    await createTextEntry(server, owner.token, open.id, { notes: 'mine alone', private: true });
    await createTextEntry(server, owner.token, closed.id, { notes: 'for the two of us' });
    for (const [journal, follower] of [
      [open, stranger],
      [closed, collaborator],
    ] as const) {
      const res = await server.call('POST', `/api/journals/${journal.id}/shadow`, {
        token: follower.token,
      });
      expect(res.status).toBe(200);
    }
  });
  afterAll(() => server.close());

  const profile = async (viewer?: Account) => {
    const res = await server.call('GET', `/api/users/${owner.user.ritual_user}`, {
      ...(viewer ? { token: viewer.token } : {}),
    });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('counts for a visitor or a stranger only the public entries and followers', async () => {
    for (const viewer of [undefined, stranger]) {
      expect(await profile(viewer)).toMatchObject({ numberOfEntries: 1, followers: 1 });
    }
  });

  it('counts for a collaborator the entries and followers of the journal they share', async () => {
    expect(await profile(collaborator)).toMatchObject({ numberOfEntries: 2, followers: 2 });
  });

  it('names no timezone, plan or free limit to anyone but the owner', async () => {
    for (const viewer of [undefined, stranger, collaborator]) {
      const seen = await profile(viewer);
      expect(seen.timezone).toBeNull();
      expect(seen).not.toHaveProperty('plus');
      expect(seen).not.toHaveProperty('freeEntryLimit');
    }
  });

  it('shows the owner everything of theirs', async () => {
    expect(await profile(owner)).toMatchObject({
      numberOfEntries: 3,
      followers: 2,
      timezone: 'Europe/Berlin',
      plus: false,
      freeEntryLimit: 100,
    });
  });
});
