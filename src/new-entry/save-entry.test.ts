import { describe, expect, it } from 'vitest';
import type { ActionContext } from '../data/actions/context';
import type { Made } from '../app/useWrite';
import { freshStore } from '../../local-store/fake-store';
import { outgoing, requestOfMutation } from '../../local-store/mutation-request';
import { aPerson } from '../test/people';
import { addFilesToJournal, newEntryOf } from './save-entry';

const ctx: ActionContext = {
  now: Date.UTC(2025, 2, 14, 9, 30),
  user: aPerson('ada'),
};
const journalId = '0195b0a0-0000-7000-8000-0000000000aa';
const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'square.png', { type: 'image/png' });
const wav = () => new File([new Uint8Array(8)], 'tone.wav', { type: 'audio/wav' });

const mutationOf = (made: Made) => ('mutation' in made ? made.mutation : made);
const recordOf = (made: Made) => {
  const { patch } = mutationOf(made);
  if (patch.op !== 'create') throw new Error('expected a creation');
  return patch.record as { type: string; notes: string; streakDate: string | null; pcm: unknown };
};

describe('newEntryOf', () => {
  it('keeps a note as a text entry, trimmed, with its day when one is given', () => {
    const made = newEntryOf({
      journal_id: journalId,
      notes: '  Three pages.  ',
      private: true,
      streakDate: '2025-03-13',
    })(ctx);
    expect(recordOf(made)).toMatchObject({
      type: 'text',
      notes: 'Three pages.',
      streakDate: '2025-03-13',
      private: true,
    });
    expect(requestOfMutation(mutationOf(made)).json).toMatchObject({ streakDate: '2025-03-13' });
  });

  it('leaves the day out when the date field is empty', () => {
    const made = newEntryOf({ journal_id: journalId, notes: 'x', private: false, streakDate: '' })(
      ctx,
    );
    expect(recordOf(made).streakDate).toBeNull();
    expect(requestOfMutation(mutationOf(made)).json).not.toHaveProperty('streakDate');
  });

  it('keeps a photo with its file waiting beside the mutation', () => {
    const file = png();
    const made = newEntryOf({ journal_id: journalId, notes: '', private: false, file })(ctx);
    expect(recordOf(made).type).toBe('image');
    expect('blobs' in made && made.blobs.map((each) => each.blob)).toEqual([file]);
    expect(mutationOf(made).files).toEqual([expect.objectContaining({ name: 'square.png' })]);
  });

  it('sends a recording’s waveform with it', () => {
    const made = newEntryOf({
      journal_id: journalId,
      notes: '',
      private: false,
      file: wav(),
      pcm: [-0.5, 0.5],
    })(ctx);
    expect(recordOf(made)).toMatchObject({ type: 'audio', pcm: [-0.5, 0.5] });
    expect(requestOfMutation(mutationOf(made)).form).toMatchObject({ pcm: '[-0.5,0.5]' });
  });

  it('keeps a recording’s cover beside its file, sent as the audio_cover part, shown from the device', async () => {
    const cover = png();
    const made = newEntryOf({
      journal_id: journalId,
      notes: '',
      private: false,
      file: wav(),
      cover,
    })(ctx);
    const { files, recordId } = mutationOf(made);
    expect(files).toEqual([
      { field: 'file', blobId: recordId, name: 'tone.wav' },
      { field: 'audio_cover', blobId: `${recordId}/audio_cover`, name: 'square.png' },
    ]);
    expect('blobs' in made && made.blobs).toEqual([
      { id: recordId, blob: expect.any(File) },
      { id: `${recordId}/audio_cover`, blob: cover },
    ]);
    // Until the server answers, the card finds the picture by the record's pointer to it.
    expect(recordOf(made)).toMatchObject({
      audio_cover: null,
      $coverBlob: `${recordId}/audio_cover`,
    });
    // Both transports (the page's and the service worker's) build this form from the outbox.
    const db = freshStore();
    if ('blobs' in made) await db.blobs.bulkPut(made.blobs);
    const form = (await outgoing(db, mutationOf(made)))?.body;
    expect((form?.get('file') as File).name).toBe('tone.wav');
    const sent = form?.get('audio_cover') as File;
    expect(sent.name).toBe('square.png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('leaves a cover behind when the file is no recording: only audio entries have one', () => {
    const made = newEntryOf({
      journal_id: journalId,
      notes: '',
      private: false,
      file: png(),
      cover: png(),
    })(ctx);
    expect(mutationOf(made).files).toHaveLength(1);
    expect('blobs' in made && made.blobs).toHaveLength(1);
    expect(recordOf(made)).not.toHaveProperty('$coverBlob');
  });

  it("refuses a file of another type with 'Invalid file type'", () => {
    const webp = new File(['RIFF'], 'photo.webp', { type: 'image/webp' });
    expect(() =>
      newEntryOf({ journal_id: journalId, notes: '', private: false, file: webp }),
    ).toThrow('Invalid file type');
  });
});

describe('addFilesToJournal', () => {
  it('makes one entry per file, without notes, and reads the waveform of audio only', async () => {
    const written: Made[] = [];
    const waveformsOf: string[] = [];
    await addFilesToJournal(journalId, [png(), wav()], {
      write: (action) => Promise.resolve(written.push(action(ctx))),
      pcmOf: (file) => {
        waveformsOf.push(file.name);
        return Promise.resolve([0.25]);
      },
    });
    expect(written.map((made) => recordOf(made).type)).toEqual(['image', 'audio']);
    expect(written.map((made) => recordOf(made).notes)).toEqual(['', '']);
    expect(waveformsOf).toEqual(['tone.wav']);
    expect(recordOf(written[1]!).pcm).toEqual([0.25]);
  });
});
