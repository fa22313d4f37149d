import { describe, expect, it } from 'vitest';
import { settleFailure } from './account-outcome';

describe('settleFailure', () => {
  it('signs this device out when the server has ended its session', () => {
    expect(settleFailure({ status: 401, body: { message: 'Please sign in to continue.' } })).toBe(
      'signed-out',
    );
  });

  it('shows the server’s refusal', () => {
    expect(settleFailure({ status: 409, body: { message: 'This username is taken.' } })).toEqual({
      kind: 'failed',
      message: 'This username is taken.',
    });
  });

  it('says Network Error when the server cannot be reached', () => {
    expect(settleFailure({ network: true })).toEqual({ kind: 'failed', message: 'Network Error' });
  });
});
