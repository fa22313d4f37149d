import type { EntryWithPendingCover } from '../data/actions/entries';

/** Whether an audio entry has a cover to show: the server's, or one still waiting on this device. */
export const hasCover = (entry: EntryWithPendingCover): boolean =>
  Boolean(entry.$coverBlob ?? entry.audio_cover);

/** A player row's class: one that leads with a cover has a column for it (entry-audio.css). */
export const audioRowClass = (entry: EntryWithPendingCover): string =>
  hasCover(entry) ? 'entry-audio entry-audio--covered' : 'entry-audio';
