import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, Person } from '../support/api-client.js';
import { useStage } from '../support/stage.js';

/**
 * The social half of the API as an outside client uses it, against the built server process on a
 * fresh data directory: every step is a plain HTTP call and asserts what a person would see.
 */
const stage = useStage({ browser: false });
let api: ApiClient;
let alice: Person;
let bob: Person;
let carol: Person;
let journalId: string;

beforeAll(async () => {
  api = stage.api;
  [alice, bob, carol] = await Promise.all([
    api.register('alice'),
    api.register('bob'),
    api.register('carol'),
  ]);
  const journal = await api.call('POST', '/journals', alice, {
    private: false,
    title: 'Cello practice',
  });
  journalId = journal.id as string;
});

describe('an outside client', () => {
  it('chats between two users with unread counts', async () => {
    await api.call('POST', '/chat-messages', alice, { value: 'Practice at 6?', recipient: bob.id });
    await api.call('POST', '/chat-messages', alice, {
      value: 'Bring the etudes.',
      recipient: bob.username,
    });
    const chats = await api.call('GET', '/chat-messages/chats', bob);
    expect(chats).toMatchObject([
      { user: { id: alice.id }, unreadMessages: 2, lastMessage: { value: 'Bring the etudes.' } },
    ]);
    const conversation = await api.call('GET', `/chat-messages?recipient=${alice.id}`, bob);
    expect(conversation.messages.map((m: { value: string }) => m.value)).toEqual([
      'Bring the etudes.',
      'Practice at 6?',
    ]);
    expect((await api.call('GET', '/chat-messages/chats', bob))[0].unreadMessages).toBe(0);
    const outsider = await api.call('GET', `/chat-messages?recipient=${alice.id}`, carol);
    expect(outsider.messages).toEqual([]);
  });

  it('follows a journal and sees how many entries are new', async () => {
    await api.call('POST', `/journals/${journalId}/shadow`, bob);
    for (const notes of ['Scales, 20 minutes.', 'Bach suite, first page.'])
      await api.call('POST', '/entries', alice, { journal_id: journalId, notes });
    const shadows = await api.call('GET', '/users/shadows', bob);
    expect(shadows).toMatchObject([{ journal_id: journalId, newEntries: 2 }]);
  });

  it('invites a collaborator who accepts and then posts', async () => {
    const invitation = await api.call(
      'POST',
      `/journals/${journalId}/invite-user/${carol.id}`,
      alice,
    );
    const waiting = await api.call('GET', '/auth/journal-invitations', carol);
    expect(waiting.map((i: { id: string }) => i.id)).toEqual([invitation.id]);
    await api.call('POST', `/journal-invitations/${invitation.id}/accept`, carol);
    const entry = await api.call('POST', '/entries', carol, {
      journal_id: journalId,
      notes: 'Duet run-through.',
    });
    expect(entry).toMatchObject({ journal_id: journalId, user_id: carol.id });
    const page = await api.call('GET', `/journals/${journalId}/entries`, alice);
    expect(page.entries[0]).toMatchObject({ notes: 'Duet run-through.' });
  });

  it('logs a journal daily and reads its streak and stats', async () => {
    await api.call('POST', `/journals/${journalId}/log-add`, alice);
    const log = await api.call('GET', '/users/log', alice);
    expect(log).toMatchObject([{ journal_id: journalId, streak: { current: 1, today: true } }]);
    const streak = await api.call('GET', `/journals/${journalId}/last-streak`, alice);
    expect(streak).toMatchObject({ current: 1 });
    const stats = await api.call('GET', '/users/stats/', alice);
    expect(stats.totals.entries).toBe(2);
    expect(stats.perType.text).toBe(2);
  });

  it('finds users and journals by search', async () => {
    const users = await api.call('GET', `/users/search/${alice.username.slice(0, 7)}`);
    expect(users.users.map((u: { id: string }) => u.id)).toContain(alice.id);
    const journals = await api.call('GET', '/journals/search/CELLO');
    expect(journals.journals.map((j: { id: string }) => j.id)).toContain(journalId);
  });

  it('comments on and bookmarks an entry', async () => {
    const page = await api.call('GET', `/journals/${journalId}/entries`);
    const entryId = page.entries[0].id as string;
    await api.call('POST', '/comments', bob, { entry_id: entryId, value: 'Sounds lovely.' });
    const comments = await api.call('GET', `/entries/${entryId}/comments`);
    expect(comments.comments).toMatchObject([{ value: 'Sounds lovely.', user: { id: bob.id } }]);
    await api.call('POST', '/bookmarks', bob, { entry_id: entryId });
    const bookmarks = await api.call('GET', '/bookmarks', bob);
    expect(bookmarks.bookmarks).toMatchObject([{ entry_id: entryId, entry: { id: entryId } }]);
  });

  it('reads the public activity feed and the examples', async () => {
    const feed = await api.call('GET', '/activity');
    expect(feed.activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'journal-created', journal_id: journalId }),
        expect.objectContaining({ type: 'entry-created', journal_id: journalId }),
      ]),
    );
    const examples = await api.call('GET', '/journals/examples');
    expect(examples.journals.length).toBeGreaterThanOrEqual(3);
    const previews = await Promise.all(
      examples.journals.map(
        async (j: { id: string }) =>
          (await api.call('GET', `/journals/${j.id}/previews`)).previews as {
            preview_link: string;
          }[],
      ),
    );
    const link = previews.flat()[0]!.preview_link;
    const image = await fetch(new URL(link, stage.server.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('finds every docs/product.md §7 path in openapi.json', async () => {
    const spec = await api.call('GET', '/openapi.json');
    const paths = Object.keys(spec.paths as object).map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    for (const path of [
      '/chat-messages/chats',
      '/journals/{}/invite-user/{}',
      '/users/stats/',
      '/journals/examples',
      '/auth/unlock-plus',
      '/store/purchase',
    ])
      expect(paths).toContain(path);
  });
});
