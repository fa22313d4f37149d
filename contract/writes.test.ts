import { describe, expect, it } from 'vitest';
import { matchWrite, requestOf } from './write-request.js';
import { readWrite, WRITE_SCHEMAS } from './write-schemas.js';
import { write, WRITES, type Write, type WriteName } from './writes.js';

const id = '0193a000-0000-7000-8000-00000000000a';
const other = '0193a000-0000-7000-8000-00000000000b';
const now = 1_795_697_766_350;

/** One write of every name, with the bodies the page's actions build. */
const examples: { [N in WriteName]: Write<N> } = {
  'journal.create': write('journal.create', {}, { id, title: 'Scales', last_modified: now }),
  'journal.update': write('journal.update', { id }, { title: 'Arpeggios', last_modified: now }),
  'journal.delete': write('journal.delete', { id }),
  'journal.icon': write('journal.icon', { id }, {}),
  'journal.join': write('journal.join', { id }),
  'journal.leave': write('journal.leave', { id }),
  'journal.moderate': write('journal.moderate', { id }, { hidden: true }),
  'journal.follow': write('journal.follow', { id }),
  'journal.unfollow': write('journal.unfollow', { id }),
  'collaborator.invite': write('collaborator.invite', { id, userId: other }),
  'collaborator.remove': write('collaborator.remove', { id, userId: other }),
  'log.add': write('log.add', { id }, { id: other }),
  'log.remove': write('log.remove', { id }),
  'log.reorder': write('log.reorder', {}, { order: [other, id] }),
  'log.remind': write('log.remind', { id }, { reminder: { at: '19:00', days: [1, 3, 5] } }),
  'reminders.pause': write('reminders.pause', {}, { paused: true }),
  'entry.create': write(
    'entry.create',
    {},
    { id, journal_id: other, notes: 'hi', last_modified: now },
  ),
  'entry.upload': write(
    'entry.upload',
    {},
    {
      id,
      journal_id: other,
      notes: '',
      last_modified: String(now),
      private: 'false',
      pcm: '[-0.5,0.5]',
    },
  ),
  'entry.update': write('entry.update', { id }, { notes: 'edited', last_modified: now }),
  'entry.delete': write('entry.delete', { id }),
  'entry.move': write('entry.move', { id, journalId: other }, { last_modified: now }),
  'entry.moderate': write('entry.moderate', { id }, { hidden: false }),
  'comment.create': write(
    'comment.create',
    {},
    { id, entry_id: other, value: 'Nice', last_modified: now },
  ),
  'comment.update': write('comment.update', { id }, { value: 'Nicer', last_modified: now }),
  'comment.delete': write('comment.delete', { id }),
  'bookmark.create': write('bookmark.create', {}, { id, entry_id: other }),
  'bookmark.delete': write('bookmark.delete', { id }),
  'chat.send': write('chat.send', {}, { id, value: 'Hello', recipient: other, type: 'text' }),
  'invitation.accept': write('invitation.accept', { id }),
  'invitation.deny': write('invitation.deny', { id }),
  'invitation.delete': write('invitation.delete', { id }),
};

describe('the write catalogue', () => {
  it('builds the request each write makes', () => {
    expect(requestOf(examples['entry.move'])).toEqual({
      method: 'POST',
      path: `entries/${id}/move/${other}`,
      json: { last_modified: now },
    });
    expect(requestOf(examples['entry.delete'])).toEqual({
      method: 'DELETE',
      path: `entries/${id}`,
    });
    expect(requestOf(examples['journal.icon'])).toEqual({
      method: 'POST',
      path: `journals/${id}/icon`,
      form: {},
    });
    expect(requestOf(examples['collaborator.invite']).path).toBe(
      `journals/${id}/invite-user/${other}`,
    );
  });

  it('matches every request it builds back to the same write', () => {
    for (const example of Object.values(examples) as Write[]) {
      const { method, path, form } = requestOf(example);
      expect(matchWrite(method, path, { form: form !== undefined }), example.name).toEqual({
        name: example.name,
        params: example.params,
      });
    }
  });

  it('matches nothing else', () => {
    expect(matchWrite('POST', 'entries')?.name).toBe('entry.create');
    expect(matchWrite('POST', 'entries', { form: true })?.name).toBe('entry.upload');
    expect(matchWrite('GET', `entries/${id}`)).toBeUndefined();
    expect(matchWrite('POST', 'batch')).toBeUndefined();
    expect(matchWrite('POST', `entries/${id}/share`)).toBeUndefined();
    expect(matchWrite('POST', `entries/${id}?key=1`)).toBeUndefined();
    expect(matchWrite('DELETE', 'entries/')).toBeUndefined();
    expect(matchWrite('DELETE', 'entries/%E0%A4%A')).toBeUndefined();
  });

  it('has a body schema exactly for the writes with a body, and each takes what the page sends', () => {
    for (const [name, route] of Object.entries(WRITES)) {
      const { body } = WRITE_SCHEMAS[name as WriteName];
      expect(body === null, name).toBe(route.body === 'none');
      if (body)
        expect(
          body.safeParse((examples[name as WriteName] as { body: unknown }).body).error,
          name,
        ).toBeUndefined();
    }
  });

  it('reads a batched write: matched, its ids checked and its body validated', () => {
    const move = requestOf(examples['entry.move']);
    expect(readWrite(move.method, move.path, move.json)).toEqual({
      success: true,
      write: examples['entry.move'],
    });
    expect(readWrite('DELETE', `bookmarks/${id}`, undefined)).toEqual({
      success: true,
      write: examples['bookmark.delete'],
    });
    expect(readWrite('POST', 'journals', { title: '' })).toMatchObject({ success: false });
    expect(readWrite('DELETE', 'entries/..', undefined)).toEqual({
      success: false,
      message: 'id must be a record id.',
    });
    expect(readWrite('POST', 'auth/logout', undefined)).toEqual({
      success: false,
      message: 'POST auth/logout is not a write the API queues.',
    });
  });
});
