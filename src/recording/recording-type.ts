import { isAllowedUploadType } from '../../contract/uploads';

/**
 * How a recording reaches the server. The server's allow-list (docs/product.md §5) is the judge: a recorded
 * type it accepts goes as it is, under the allowed name; anything else is decoded in the page and
 * sent as WAV, which it always accepts.
 */
export type UploadPlan =
  | { kind: 'as-is'; type: string; extension: string }
  | { kind: 'wav'; type: 'audio/wav'; extension: 'wav' };

const AS_WAV: UploadPlan = { kind: 'wav', type: 'audio/wav', extension: 'wav' };

/**
 * What MediaRecorder is asked for, best first. Opus in WebM (Chromium, Firefox, Safari 18.4+) or
 * Ogg (Firefox) decodes reliably for the waveform and re-encodes to WAV; MP4 (older Safari) is
 * uploaded as the m4a the allow-list names.
 */
const RECORDING_CANDIDATES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/ogg',
  'audio/mp4',
] as const;

/** The type to record in, or '' to let the browser choose; undefined when none is supported. */
export function chooseRecordingType(isTypeSupported: (type: string) => boolean): string {
  return RECORDING_CANDIDATES.find((type) => isTypeSupported(type)) ?? '';
}

/** How to upload a recording whose Blob says `recordedType` (parameters such as codecs allowed). */
export function uploadPlanFor(recordedType: string): UploadPlan {
  const base = recordedType.split(';')[0]!.trim().toLowerCase();
  // The allow-list names MP4 audio only as audio/x-m4a; the server sniffs the bytes either way.
  if (base === 'audio/mp4' || base === 'audio/x-m4a')
    return { kind: 'as-is', type: 'audio/x-m4a', extension: 'm4a' };
  if (base.startsWith('audio/') && isAllowedUploadType(base))
    return { kind: 'as-is', type: base, extension: base.split('/')[1]! };
  return AS_WAV;
}
