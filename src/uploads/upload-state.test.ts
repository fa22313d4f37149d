import { describe, expect, it } from 'vitest';
import {
  processing,
  totalProgress,
  uploadFailureOutcome,
  uploadsReducer,
  type UploadAction,
  type Uploads,
} from './upload-state';

const run = (...actions: UploadAction[]): Uploads => actions.reduce(uploadsReducer, []);
const start = (id: string, createdAt = 1_000): UploadAction => ({
  type: 'start',
  id,
  key: `key-${id}`,
  createdAt,
});

describe('uploadsReducer', () => {
  it('starts an upload at 0 progress, not succeeded, with no error', () => {
    expect(run(start('a'))).toEqual([
      { id: 'a', key: 'key-a', createdAt: 1_000, progress: 0, succeeded: false },
    ]);
  });

  it('does not start the same upload twice', () => {
    expect(run(start('a'), start('a', 2_000))).toHaveLength(1);
  });

  it('moves progress within 0..100', () => {
    const state = run(start('a'), start('b'), { type: 'progress', id: 'a', progress: 42 });
    expect(state.map((u) => u.progress)).toEqual([42, 0]);
    expect(uploadsReducer(state, { type: 'progress', id: 'a', progress: 130 })[0]?.progress).toBe(
      100,
    );
    expect(uploadsReducer(state, { type: 'progress', id: 'a', progress: -5 })[0]?.progress).toBe(0);
  });

  it('succeeds with the server id', () => {
    const [upload] = run(start('a'), { type: 'succeed', id: 'a', serverId: 'srv-1' });
    expect(upload).toMatchObject({ succeeded: true, serverId: 'srv-1', progress: 100 });
  });

  it('keeps the error of a failed upload', () => {
    const [upload] = run(start('a'), {
      type: 'fail',
      id: 'a',
      failure: { status: 500, message: 'Something went wrong.' },
    });
    expect(upload).toMatchObject({ succeeded: false, error: 'Something went wrong.' });
  });

  it('clears the error on retry and sends again from the start', () => {
    const [upload] = run(
      start('a'),
      { type: 'progress', id: 'a', progress: 60 },
      { type: 'fail', id: 'a', failure: { message: 'Network Error' } },
      { type: 'retry', id: 'a' },
    );
    expect(upload).toEqual({
      id: 'a',
      key: 'key-a',
      createdAt: 1_000,
      progress: 0,
      succeeded: false,
    });
  });

  it('stores no error on a 402: the entry leaves the list for the plus overlay', () => {
    const state = run(start('a'), start('b'), {
      type: 'fail',
      id: 'a',
      failure: { status: 402, message: 'You have reached the free limit.' },
    });
    expect(state.map((u) => u.id)).toEqual(['b']);
    expect(state.some((u) => u.error !== undefined)).toBe(false);
  });

  it('drops a deleted entry from the list', () => {
    expect(run(start('a'), start('b'), { type: 'remove', id: 'a' }).map((u) => u.id)).toEqual([
      'b',
    ]);
  });

  it('returns the same state for an unknown upload', () => {
    const state = run(start('a'));
    for (const action of [
      { type: 'progress', id: 'x', progress: 5 },
      { type: 'succeed', id: 'x', serverId: 's' },
      { type: 'fail', id: 'x', failure: { message: 'm' } },
      { type: 'retry', id: 'x' },
      { type: 'remove', id: 'x' },
    ] satisfies UploadAction[])
      expect(uploadsReducer(state, action)).toBe(state);
  });
});

describe('uploadFailureOutcome', () => {
  it('asks for plus on 402 only', () => {
    expect(uploadFailureOutcome({ status: 402, message: '' })).toBe('plus-required');
    expect(uploadFailureOutcome({ status: 403, message: '' })).toBe('failed');
    expect(uploadFailureOutcome({ message: 'Network Error' })).toBe('failed');
  });
});

describe('totalProgress and processing', () => {
  it('is 0 and idle with no uploads', () => {
    expect(totalProgress([])).toBe(0);
    expect(processing([])).toBe(false);
  });

  it('floors the average, finished and failed uploads counting 100', () => {
    const state = run(
      start('a'),
      start('b'),
      start('c'),
      { type: 'progress', id: 'a', progress: 33 },
      { type: 'succeed', id: 'b', serverId: 's' },
      { type: 'progress', id: 'c', progress: 10 },
      { type: 'fail', id: 'c', failure: { message: 'Network Error' } },
    );
    // (33 + 100 + 100) / 3 = 77.67
    expect(totalProgress(state)).toBe(77);
    expect(processing(state)).toBe(true);
  });

  it('stops processing once every upload has finished or failed', () => {
    const state = run(
      start('a'),
      start('b'),
      { type: 'succeed', id: 'a', serverId: 's' },
      { type: 'fail', id: 'b', failure: { message: 'Network Error' } },
    );
    expect(processing(state)).toBe(false);
    expect(processing(uploadsReducer(state, { type: 'retry', id: 'b' }))).toBe(true);
  });
});
