import { v7 as uuidv7 } from 'uuid';
import { bytes, form, pngBytes } from '../../server/test/fixtures.js';
import type { TestServer } from '../../server/test/harness.js';
import { toneWav } from '../support/media-files.js';

/** The people of an upgrade fixture: they sign in with these names and passwords in every later release. */
export const PEOPLE = ['alice', 'bob', 'carol'] as const;
export type Person = (typeof PEOPLE)[number];
export const PASSWORD = 'an upgrade keeps every word';

export interface Cast {
  tokens: Record<Person, string>;
  ids: Record<Person, string>;
}

/** Notes with the characters a careless migration loses: accents, CJK, emoji, quotes, newlines. */
export const WORDS = {
  sunset:
    'Sunset over the allotment — café au lait, naïve #garden\n\nSecond paragraph: 日本語 ☕ "quoted" \'single\'',
  scale: 'C major scale, 80 bpm #guitar',
  sketch: 'A cup, quickly drawn',
  moved: 'This one moved journals',
};

type Call = TestServer['call'];

async function ok(call: Call, method: string, path: string, options: Parameters<Call>[2] = {}) {
  const res = await call(method, path, options);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return res.body;
}

/**
 * What a release's users have made, through the API as the page makes it: every kind of record
 * (journals public and private, shared and followed; text, photo, audio with its waveform and
 * video entries; comments, bookmarks, chat, the daily log, an invitation, an avatar and an icon)
 * and the edits, moves and deletions that leave tombstones behind. The fixture made from it is
 * what an upgrade must keep.
 */
export async function tellStory(server: TestServer): Promise<Cast> {
  const call = server.call.bind(server);
  const tokens = {} as Record<Person, string>;
  const ids = {} as Record<Person, string>;
  for (const name of PEOPLE) {
    const body = await ok(call, 'POST', '/api/auth/register', {
      json: { username: name, email: `${name}@upgrade.test`, password: PASSWORD },
    });
    tokens[name] = body.token;
    ids[name] = body.user.id;
  }
  const as = (person: Person) => ({ token: tokens[person] });
  const journal = (person: Person, fields: Record<string, unknown>) =>
    ok(call, 'POST', '/api/journals', { ...as(person), json: { id: uuidv7(), ...fields } });
  const entry = (
    person: Person,
    fields: Record<string, string>,
    file?: Parameters<typeof form>[1],
  ) =>
    ok(call, 'POST', '/api/entries', {
      ...as(person),
      body: form({ id: uuidv7(), ...fields }, file),
    });

  await ok(call, 'POST', '/api/users', { ...as('alice'), json: { timezone: 'Europe/Berlin' } });
  await ok(call, 'POST', '/api/users/avatar', {
    ...as('alice'),
    body: form({}, { file: { bytes: await pngBytes(64, 64), type: 'image/png' } }),
  });

  const pages = await journal('alice', {
    title: 'Morning Pages',
    description: 'Three pages, first thing.',
    private: true,
  });
  const guitar = await journal('alice', { title: 'Guitar practice', private: false });
  await ok(call, 'POST', `/api/journals/${guitar.id}/icon`, {
    ...as('alice'),
    body: form({}, { file: { bytes: await pngBytes(96, 96), type: 'image/png' } }),
  });
  const sketches = await journal('bob', { title: 'Sketchbook', private: false });

  const sunset = await entry('alice', {
    journal_id: pages.id,
    notes: WORDS.sunset,
    streakDate: '2026-11-24',
  });
  const photo = await entry(
    'alice',
    { journal_id: pages.id, notes: 'The allotment at dusk' },
    { file: { bytes: await pngBytes(120, 80), type: 'image/png', name: 'dusk.png' } },
  );
  const pcm = JSON.stringify(
    Array.from({ length: 64 }, (_, i) => Math.round(Math.sin(i / 5) * 100) / 100),
  );
  const scale = await entry(
    'alice',
    { journal_id: guitar.id, notes: WORDS.scale, pcm },
    { file: { bytes: toneWav({ seconds: 0.25 }), type: 'audio/wav', name: 'scale.wav' } },
  );
  await entry(
    'alice',
    { journal_id: guitar.id, notes: 'Fingerpicking, filmed', private: 'true' },
    { file: { bytes: bytes.mp4(), type: 'video/mp4', name: 'picking.mp4' } },
  );
  const moved = await entry('alice', { journal_id: guitar.id, notes: WORDS.moved });
  await ok(call, 'POST', `/api/entries/${moved.id}/move/${pages.id}`, { ...as('alice'), json: {} });
  const gone = await entry('alice', { journal_id: guitar.id, notes: 'A false start' });
  await ok(call, 'DELETE', `/api/entries/${gone.id}`, as('alice'));
  await ok(call, 'POST', `/api/entries/${photo.id}`, {
    ...as('alice'),
    json: { notes: 'The allotment at dusk, edited' },
  });

  // bob's journal, shared with alice by an accepted invitation; carol's invitation waits
  const cup = await entry(
    'bob',
    { journal_id: sketches.id, notes: WORDS.sketch },
    { file: { bytes: await pngBytes(80, 80), type: 'image/png', name: 'cup.png' } },
  );
  await ok(call, 'POST', `/api/journals/${sketches.id}/invite-user/${ids.alice}`, as('bob'));
  const invitations = await ok(call, 'GET', '/api/auth/journal-invitations', as('alice'));
  await ok(call, 'POST', `/api/journal-invitations/${invitations[0].id}/accept`, as('alice'));
  await ok(call, 'POST', `/api/journals/${pages.id}/invite-user/${ids.carol}`, as('alice'));
  await entry('alice', { journal_id: sketches.id, notes: 'My first sketch here' });

  const comment = (person: Person, entryId: string, value: string) =>
    ok(call, 'POST', '/api/comments', {
      ...as(person),
      json: { id: uuidv7(), entry_id: entryId, value },
    });
  await comment('alice', cup.id, 'Lovely handle ✍️');
  const edited = await comment('bob', scale.id, 'Steady tempo');
  await ok(call, 'POST', `/api/comments/${edited.id}`, {
    ...as('bob'),
    json: { value: 'Steady tempo — try 90 next' },
  });
  const withdrawn = await comment('bob', scale.id, 'typo');
  await ok(call, 'DELETE', `/api/comments/${withdrawn.id}`, as('bob'));
  await comment('alice', sunset.id, 'Note to self: go back in spring');

  await ok(call, 'POST', '/api/bookmarks', {
    ...as('alice'),
    json: { id: uuidv7(), entry_id: cup.id },
  });
  await ok(call, 'POST', '/api/chat-messages', {
    ...as('alice'),
    json: { id: uuidv7(), recipient: 'bob', value: 'Saw your cup — nice!' },
  });
  await ok(call, 'POST', '/api/chat-messages', {
    ...as('bob'),
    json: { id: uuidv7(), recipient: 'alice', value: 'Thanks 🙂' },
  });

  for (const id of [pages.id, guitar.id])
    await ok(call, 'POST', `/api/journals/${id}/log-add`, {
      ...as('alice'),
      json: { id: uuidv7() },
    });
  await ok(call, 'POST', '/api/users/log', {
    ...as('alice'),
    json: { order: [guitar.id, pages.id] },
  });
  await ok(call, 'POST', `/api/journals/${guitar.id}/shadow`, as('carol'));
  return { tokens, ids };
}
