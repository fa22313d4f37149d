/** Readable words for what getUserMedia or MediaRecorder refused. */
export function recordingFailure(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Recording needs permission to use the microphone. Allow it in the browser and try again.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No microphone was found. Connect one and try again.';
  if (name === 'NotReadableError')
    return 'The microphone is in use by another program or could not be started.';
  return 'Recording is not available in this browser.';
}
