import { describe, expect, it } from 'vitest';
import { copyErrorId } from './copy-error-id';

function fakes(writeText: (text: string) => Promise<void>) {
  const copied: string[] = [];
  const notices: (string | undefined)[] = [];
  const timers: { done: () => void; ms: number }[] = [];
  return {
    copied,
    notices,
    timers,
    clipboard: {
      writeText: (text: string) => writeText(text).then(() => void copied.push(text)),
    },
    setNotice: (notice: string | undefined) => void notices.push(notice),
    setTimeout: (done: () => void, ms: number) => timers.push({ done, ms }),
  };
}

describe('copyErrorId', () => {
  it('copies the id and shows the notice for 1.5 s', async () => {
    const f = fakes(() => Promise.resolve());
    expect(await copyErrorId('ref-42', f.clipboard, f.setNotice, f.setTimeout)).toBe(true);
    expect(f.copied).toEqual(['ref-42']);
    expect(f.notices).toEqual(['Error ID copied to clipboard.']);
    expect(f.timers.map((t) => t.ms)).toEqual([1500]);
    f.timers[0]?.done();
    expect(f.notices).toEqual(['Error ID copied to clipboard.', undefined]);
  });

  it('shows no notice when the browser refuses the clipboard', async () => {
    const f = fakes(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    expect(await copyErrorId('ref-42', f.clipboard, f.setNotice, f.setTimeout)).toBe(false);
    expect(f.notices).toEqual([]);
    expect(f.timers).toEqual([]);
  });
});
