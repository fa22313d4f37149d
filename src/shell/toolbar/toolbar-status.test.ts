import { describe, expect, it } from 'vitest';
import type { Upload } from '../../uploads/upload-state';
import { toolbarStatus } from './toolbar-status';

const upload = (more: Partial<Upload>): Upload => ({
  id: 'm1',
  key: 'e1',
  createdAt: 0,
  progress: 0,
  succeeded: false,
  ...more,
});

const textOf = (...args: Parameters<typeof toolbarStatus>) => toolbarStatus(...args).text;

describe('toolbarStatus', () => {
  it("reads 'Upload: N%' with the floor of the average while files are being sent", () => {
    expect(textOf([upload({ progress: 37.9 })], 1)).toBe('Upload: 37%');
    expect(textOf([upload({ progress: 50 }), upload({ id: 'm2', succeeded: true })], 2)).toBe(
      'Upload: 75%',
    );
  });

  it("stays at 'Upload: 100%' while finished uploads linger", () => {
    expect(textOf([upload({ succeeded: true, progress: 100 })], 0)).toBe('Upload: 100%');
  });

  it('says what is left to sync otherwise, failed uploads included', () => {
    expect(textOf([], 0)).toBe('All changes saved');
    expect(textOf([], 1)).toBe('1 change waiting to be sent');
    expect(textOf([upload({ error: 'Network Error' })], 3)).toBe('3 changes waiting to be sent');
    expect(textOf([], undefined)).toBe('');
  });

  it('marks only the upload as the one to stand out', () => {
    expect(toolbarStatus([upload({ progress: 10 })], 1).uploading).toBe(true);
    expect(toolbarStatus([], 1).uploading).toBe(false);
  });
});
