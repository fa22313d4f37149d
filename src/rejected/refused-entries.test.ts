import { describe, expect, it } from 'vitest';
import type { Mutation } from '../../contract/outbox';
import {
  editEntry,
  moveEntry,
  newMediaEntry,
  newTextEntry,
  removeEntry,
} from '../data/actions/entries';
import { sendMessage } from '../data/actions/chat';
import type { RejectedMutation } from '../../local-store/db';
import { aPerson } from '../test/people';
import { discardQuestion, fileNote, MARK, refusedEntriesOf } from './refused-entries';

const ctx = { now: Date.UTC(2026, 10, 1, 9), user: aPerson('me') };
const REASON = 'The file type could not be identified.';

const refused = (
  mutation: Mutation,
  snapshot: Record<string, unknown> | null,
  message = REASON,
): RejectedMutation => ({ id: mutation.id, mutation, status: 415, message, snapshot, at: ctx.now });

/** A creation as refuse() stores it: the snapshot is the entry as the page showed it. */
const refusedCreation = (mutation: Mutation) =>
  refused(mutation, mutation.patch.op === 'create' ? mutation.patch.record : null);

const photo = newMediaEntry(
  {
    journal_id: 'j1',
    notes: 'Harbour at dawn',
    file: new Blob(['not a picture']),
    name: 'harbour.jpg',
    type: 'image',
  },
  ctx,
).mutation;

describe('refusedEntriesOf', () => {
  it('shows a refused new photo entry of this journal with the reason, its text and its file', () => {
    expect(refusedEntriesOf([refusedCreation(photo)], 'j1')).toEqual([
      {
        id: photo.id,
        write: 'new',
        reason: REASON,
        notes: 'Harbour at dawn',
        file: 'photo',
        madeAt: ctx.now,
      },
    ]);
  });

  it('dates a new entry when it was made, even when refused again after Try again', () => {
    const sentAgain = { ...photo, id: 'key-2', createdAt: ctx.now + 60_000 };
    const change = { ...editEntry('e1', { notes: 'x' }, ctx), createdAt: ctx.now + 5_000 };
    const snapshot = { id: 'e1', journal_id: 'j1', created_at: new Date(0).toISOString() };
    const entries = refusedEntriesOf([refusedCreation(sentAgain), refused(change, snapshot)], 'j1');
    expect(entries.map((entry) => entry.madeAt)).toEqual([ctx.now, ctx.now + 5_000]);
  });

  it('leaves out other journals’ entries, other kinds of record and refused deletions', () => {
    const elsewhere = newTextEntry({ journal_id: 'j2', notes: 'elsewhere' }, ctx);
    const message = sendMessage('bo', 'hi', ctx);
    const deletion = removeEntry('e1', ctx);
    const rows = [refusedCreation(elsewhere), refused(message, null), refused(deletion, null)];
    expect(refusedEntriesOf(rows, 'j1')).toEqual([]);
  });

  it('finds the journal in the write itself when there is no snapshot', () => {
    const note = newTextEntry({ journal_id: 'j1', notes: 'From the body' }, ctx);
    const fromForm: Mutation = { ...photo, patch: { op: 'create', record: {} } };
    const entries = refusedEntriesOf([refused(note, null), refused(fromForm, null)], 'j1');
    expect(entries.map(({ notes, file }) => ({ notes, file }))).toEqual([
      { notes: 'From the body', file: null },
      // Only the form says it: the notes field, and a file of a kind unknown.
      { notes: 'Harbour at dawn', file: 'file' },
    ]);
  });

  it('says a change or a move did not happen, with the text the user left', () => {
    const snapshot = { id: 'e1', journal_id: 'j1', type: 'video', notes: 'Edited words' };
    const change = editEntry('e1', { notes: 'Edited words' }, ctx);
    const move = moveEntry('e1', 'j9', ctx);
    const entries = refusedEntriesOf(
      [refused(change, snapshot, 'Not allowed.'), refused(move, snapshot, 'No such journal.')],
      'j1',
    );
    expect(
      entries.map(({ write, reason, notes, file }) => [MARK[write], reason, notes, file]),
    ).toEqual([
      ['Change not saved', 'Not allowed.', 'Edited words', 'video'],
      ['Not moved', 'No such journal.', 'Edited words', 'video'],
    ]);
  });
});

describe('the card’s words', () => {
  it('names the file and asks before a never-saved entry is discarded', () => {
    const [entry] = refusedEntriesOf([refusedCreation(photo)], 'j1');
    expect(fileNote(entry!.file!)).toBe('With a photo.');
    expect(discardQuestion(entry!)).toBe(
      'Discard the entry “Harbour at dawn”? It was never saved and cannot be brought back.',
    );
    expect(discardQuestion({ ...entry!, notes: '' })).toBe(
      'Discard this entry? It was never saved and cannot be brought back.',
    );
    expect(discardQuestion({ ...entry!, write: 'change' })).toBe(
      'Discard this change? The entry stays as the server has it.',
    );
  });
});
