import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../../contract/uploads';
import { coverProblem } from './cover-picture';

describe('coverProblem', () => {
  it('takes a JPEG, GIF or PNG picture up to the server’s limit', () => {
    for (const type of ['image/jpeg', 'image/gif', 'image/png', 'IMAGE/PNG'])
      expect(coverProblem({ type, size: 2048 })).toBeUndefined();
    expect(
      coverProblem({ type: 'image/png', size: DEFAULT_MAX_UPLOAD_BYTES.image }),
    ).toBeUndefined();
  });

  it('names a file that is no picture Ritual takes', () => {
    for (const type of ['audio/wav', 'image/webp', 'text/html', ''])
      expect(coverProblem({ type, size: 10 })).toBe(
        'Invalid file type: a cover is a JPEG, GIF or PNG picture.',
      );
  });

  it('says how large the picture is and how large a cover may be', () => {
    expect(coverProblem({ type: 'image/jpeg', size: 30 * 1024 * 1024 })).toBe(
      'This picture is 30.0 MB; a cover may be at most 25.0 MB.',
    );
  });
});
