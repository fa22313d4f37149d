import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * What someone was writing and has not saved yet (docs/product.md §2 the composer): kept on this
 * device in IndexedDB, one draft per signed-in person and journal, so closing the composer, Esc,
 * a reload or a day offline never loses a word. Its own idb-keyval store, apart from the Dexie
 * records: a draft is nobody's business but this device's and is never synced.
 */
export interface Draft {
  journalId: string;
  notes: string;
  /** the day it counts for in streaks (YYYY-MM-DD); '' is the day it is saved */
  streakDate: string;
  private: boolean;
  /** the photo, video, file or recording it carries (IndexedDB keeps Blobs as they are) */
  file?: DraftFile;
  /** a recording's or audio file's waveform, worked out once */
  pcm?: number[];
  /** the picture shown with a recording or audio file (docs/product.md §3 audio cover) */
  cover?: DraftFile;
  /** when it was last written, ms */
  savedAt: number;
}

export interface DraftFile {
  blob: Blob;
  name: string;
  type: string;
}

let defaultStore: UseStore | undefined;
/** Opened on first use, so importing this module touches no IndexedDB. */
export function draftStore(): UseStore {
  defaultStore ??= createStore('ritual-drafts', 'drafts');
  return defaultStore;
}

const keyOf = (userId: string, journalId: string) => `${userId}/journal/${journalId}`;
/** The journal of the draft someone touched last, for a composer opened without one (N on /daily). */
const lastKeyOf = (userId: string) => `${userId}/last`;

/** Nothing worth keeping: no words, no file, and the chips as a new entry has them. */
export function isEmptyDraft(draft: Omit<Draft, 'savedAt' | 'journalId'>): boolean {
  return (
    draft.notes.trim() === '' &&
    draft.file === undefined &&
    draft.streakDate === '' &&
    !draft.private
  );
}

export function loadDraft(
  userId: string,
  journalId: string,
  store = draftStore(),
): Promise<Draft | undefined> {
  return get<Draft>(keyOf(userId, journalId), store);
}

/** Keeps the draft (an empty one is removed instead) and remembers its journal as the last one. */
export async function saveDraft(userId: string, draft: Draft, store = draftStore()): Promise<void> {
  if (isEmptyDraft(draft)) return clearDraft(userId, draft.journalId, store);
  await set(keyOf(userId, draft.journalId), draft, store);
  await set(lastKeyOf(userId), draft.journalId, store);
}

/** After a save or a discard: the journal's draft is gone, and no longer the last one. */
export async function clearDraft(
  userId: string,
  journalId: string,
  store = draftStore(),
): Promise<void> {
  await del(keyOf(userId, journalId), store);
  if ((await get<string>(lastKeyOf(userId), store)) === journalId)
    await del(lastKeyOf(userId), store);
}

/** The journal whose draft was written last, if it still has one. */
export async function lastDraftJournal(
  userId: string,
  store = draftStore(),
): Promise<string | undefined> {
  const journalId = await get<string>(lastKeyOf(userId), store);
  if (journalId === undefined) return undefined;
  return (await loadDraft(userId, journalId, store)) ? journalId : undefined;
}

/** The draft's file as the form holds it again. */
export function fileOfDraft(file: DraftFile): File {
  return file.blob instanceof File && file.blob.name === file.name
    ? file.blob
    : new File([file.blob], file.name, { type: file.type });
}

/** A picked or recorded file as a draft keeps it. */
export function draftFileOf(file: File): DraftFile {
  return { blob: file, name: file.name, type: file.type };
}
