import { describe, expect, it } from 'vitest';
import { signalNotice } from './signal-notice';

const limit =
  'You have reached the free limit of 100 entries. Upgrade to Plus to keep adding entries.';

describe('where sync news shows', () => {
  it('opens the plus overlay for a 402, and keeps its refusal out of the banner', () => {
    expect(signalNotice({ type: 'plus-required', message: limit })).toEqual({
      show: 'plus-overlay',
      message: limit,
    });
    expect(
      signalNotice({ type: 'rejected', mutationId: 'm1', status: 402, message: limit }),
    ).toBeNull();
  });

  it('puts any other refusal in the banner', () => {
    const gone = { type: 'rejected' as const, mutationId: 'm2', status: 410, message: 'Gone.' };
    expect(signalNotice(gone)).toEqual({ show: 'banner', message: 'Gone.' });
  });

  it('shows nothing for a pull or a sign-out (the sign-in prompt handles that)', () => {
    expect(signalNotice({ type: 'pulled', changes: 3 })).toBeNull();
    expect(signalNotice({ type: 'signed-out' })).toBeNull();
  });
});
