import { describe, expect, it } from 'vitest';
import { recordingFailure } from './recording-failure';

const failure = (name: string) => Object.assign(new Error('refused'), { name });

describe('recordingFailure', () => {
  it('asks for permission when the microphone is refused', () => {
    expect(recordingFailure(failure('NotAllowedError'))).toMatch(
      /permission to use the microphone/,
    );
  });
  it('says so when there is no microphone', () => {
    expect(recordingFailure(failure('NotFoundError'))).toBe(
      'No microphone was found. Connect one and try again.',
    );
  });
  it('names a busy microphone', () => {
    expect(recordingFailure(failure('NotReadableError'))).toMatch(/in use/);
  });
  it('falls back to an unsupported browser', () => {
    expect(recordingFailure(undefined)).toBe('Recording is not available in this browser.');
  });
});
