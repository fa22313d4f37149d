import type { ActionContext } from '../data/actions/context';
import { newMediaEntry, newTextEntry } from '../data/actions/entries';
import type { Made } from '../app/useWrite';
import { entryTypeOf } from '../uploads/entry-type';

/** What the new-entry form (or a drop on a journal page) asks to keep. */
export interface EntryToSave {
  journal_id: string;
  notes: string;
  private: boolean;
  /** the day the entry counts for in streaks (YYYY-MM-DD); empty or absent: the day it is made */
  streakDate?: string;
  /** a photo, video or recording (docs/product.md §5 types); none makes a note */
  file?: File;
  /** the recording's waveform, computed before saving */
  pcm?: number[];
  /** a recording's cover picture; left behind with any other kind of file */
  cover?: File;
}

/**
 * The local write for one new entry: a note, or a media entry whose file waits in IndexedDB until
 * the server has it. A file of a refused type throws the words the form shows.
 */
export function newEntryOf(entry: EntryToSave): (ctx: ActionContext) => Made {
  const checked = entryTypeOf(entry.file);
  if (!checked.ok) throw new Error(checked.error);
  const input = {
    journal_id: entry.journal_id,
    notes: entry.notes.trim(),
    private: entry.private,
    ...(entry.streakDate ? { streakDate: entry.streakDate } : {}),
  };
  const { file, cover } = entry;
  const type = checked.type;
  if (file === undefined || type === 'text') return (ctx) => newTextEntry(input, ctx);
  const media = {
    ...input,
    file,
    name: file.name,
    type,
    pcm: entry.pcm,
    ...(cover && type === 'audio' ? { cover: { file: cover, name: cover.name } } : {}),
  };
  return (ctx) => newMediaEntry(media, ctx);
}

export interface SaveDeps {
  write: (action: (ctx: ActionContext) => Made) => Promise<unknown>;
  /** the waveform of an audio file (the worker's), undefined when it cannot be read */
  pcmOf: (file: File) => Promise<number[] | undefined>;
}

/**
 * Dropped files straight into a journal (its owner's page is open, docs/product.md §4): one entry each, no
 * notes; audio gets its waveform first, as on the form.
 */
export async function addFilesToJournal(
  journalId: string,
  files: readonly File[],
  { write, pcmOf }: SaveDeps,
): Promise<void> {
  for (const file of files) {
    const checked = entryTypeOf(file);
    const pcm = checked.ok && checked.type === 'audio' ? await pcmOf(file) : undefined;
    await write(newEntryOf({ journal_id: journalId, notes: '', private: false, file, pcm }));
  }
}
