import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftFileOf,
  draftStore,
  fileOfDraft,
  isEmptyDraft,
  lastDraftJournal,
  loadDraft,
  saveDraft,
  type Draft,
} from './drafts';

const draft = (journalId: string, notes: string, more: Partial<Draft> = {}): Draft => ({
  journalId,
  notes,
  streakDate: '',
  private: false,
  savedAt: 1,
  ...more,
});

describe('drafts', () => {
  beforeEach(() => clear(draftStore()));

  it('keeps a draft per person and journal', async () => {
    await saveDraft('ada', draft('pages', 'Three pages'));
    await saveDraft('ada', draft('piano', 'Scales', { private: true, streakDate: '2026-11-20' }));
    await saveDraft('bo', draft('pages', 'Not Ada’s'));

    expect((await loadDraft('ada', 'pages'))?.notes).toBe('Three pages');
    expect(await loadDraft('ada', 'piano')).toMatchObject({
      notes: 'Scales',
      private: true,
      streakDate: '2026-11-20',
    });
    expect((await loadDraft('bo', 'pages'))?.notes).toBe('Not Ada’s');
    expect(await loadDraft('bo', 'piano')).toBeUndefined();
  });

  it('keeps the file it carries, with its name and type', async () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'square.png', { type: 'image/png' });
    await saveDraft('ada', draft('pages', '', { file: draftFileOf(photo), pcm: [0, 1] }));

    const kept = await loadDraft('ada', 'pages');
    const file = fileOfDraft(kept!.file!);
    expect(file.name).toBe('square.png');
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(kept?.pcm).toEqual([0, 1]);
  });

  it('keeps a recording’s cover picture beside its file, so a reload still has both', async () => {
    const wav = new File([new Uint8Array([9])], 'memo.wav', { type: 'audio/wav' });
    const cover = new File([new Uint8Array([4, 5])], 'dusk.png', { type: 'image/png' });
    await saveDraft(
      'ada',
      draft('piano', '', { file: draftFileOf(wav), cover: draftFileOf(cover) }),
    );

    const kept = fileOfDraft((await loadDraft('ada', 'piano'))!.cover!);
    expect([kept.name, kept.type]).toEqual(['dusk.png', 'image/png']);
    expect([...new Uint8Array(await kept.arrayBuffer())]).toEqual([4, 5]);
  });

  it('clears one journal’s draft and leaves the others', async () => {
    await saveDraft('ada', draft('pages', 'Three pages'));
    await saveDraft('ada', draft('piano', 'Scales'));
    await clearDraft('ada', 'pages');
    expect(await loadDraft('ada', 'pages')).toBeUndefined();
    expect((await loadDraft('ada', 'piano'))?.notes).toBe('Scales');
  });

  it('removes a draft that was emptied instead of keeping an empty one', async () => {
    await saveDraft('ada', draft('pages', 'Three pages'));
    await saveDraft('ada', draft('pages', '   '));
    expect(await loadDraft('ada', 'pages')).toBeUndefined();
    expect(await lastDraftJournal('ada')).toBeUndefined();
  });

  it('remembers the journal written in last, until its draft goes', async () => {
    expect(await lastDraftJournal('ada')).toBeUndefined();
    await saveDraft('ada', draft('pages', 'Three pages'));
    await saveDraft('ada', draft('piano', 'Scales'));
    expect(await lastDraftJournal('ada')).toBe('piano');
    expect(await lastDraftJournal('bo')).toBeUndefined();

    await clearDraft('ada', 'pages');
    expect(await lastDraftJournal('ada')).toBe('piano');
    await clearDraft('ada', 'piano');
    expect(await lastDraftJournal('ada')).toBeUndefined();
  });

  it('counts words, a file, a day or privacy as something worth keeping', () => {
    const none = { notes: ' \n', streakDate: '', private: false };
    expect(isEmptyDraft(none)).toBe(true);
    expect(isEmptyDraft({ ...none, notes: 'a' })).toBe(false);
    expect(isEmptyDraft({ ...none, private: true })).toBe(false);
    expect(isEmptyDraft({ ...none, streakDate: '2026-11-20' })).toBe(false);
    const file = draftFileOf(new File(['x'], 'a.png', { type: 'image/png' }));
    expect(isEmptyDraft({ ...none, file })).toBe(false);
  });
});
