import type { ActionContext } from '../data/actions/context';
import type { Made } from '../app/useWrite';
import { createWaveformBridge } from '../audio/waveform-bridge';
import { pcmOfFile } from '../recording/prepare-audio';
import { addFilesToJournal } from './save-entry';

/**
 * Files dropped on the owner's journal page become its entries, audio with its waveform. Loaded
 * on the first such drop; the waveform worker lives for this drop only.
 */
export async function dropIntoJournal(
  journalId: string,
  files: readonly File[],
  write: (action: (ctx: ActionContext) => Made) => Promise<unknown>,
): Promise<void> {
  const bridge = createWaveformBridge();
  try {
    await addFilesToJournal(journalId, files, {
      write,
      pcmOf: (file) => pcmOfFile(file, bridge),
    });
  } finally {
    bridge.dispose();
  }
}
