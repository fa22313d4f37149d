import { describe, expect, it } from 'vitest';
import { lossQuestion, signOut, type SignOutSteps } from './sign-out';

/**
 * A device with `unsent` changes, whose sends get `reachable` of them to the server; the person
 * answers the question with `answer`. Each step is logged.
 */
function device({
  unsent = 0,
  reachable = unsent,
  answer = false,
}: { unsent?: number; reachable?: number; answer?: boolean } = {}) {
  const log: string[] = [];
  let left = unsent;
  const steps: SignOutSteps = {
    unsaved: () => Promise.resolve(left),
    send: () => {
      log.push('send');
      left -= reachable;
      return Promise.resolve();
    },
    confirmLoss: (changes) => {
      log.push(`asked about ${changes}`);
      return Promise.resolve(answer);
    },
    endSession: () => Promise.resolve(void log.push('end session')),
    forget: () => Promise.resolve(void log.push('forget')),
  };
  return { steps, log };
}

describe('signing out', () => {
  it('with nothing unsent: ends the session, then forgets the account’s data, without asking', async () => {
    const { steps, log } = device();
    expect(await signOut(steps)).toBe('signed-out');
    expect(log).toEqual(['end session', 'forget']);
  });

  it('sends what is unsent first, and asks nothing when it all went', async () => {
    const { steps, log } = device({ unsent: 3 });
    expect(await signOut(steps)).toBe('signed-out');
    expect(log).toEqual(['send', 'end session', 'forget']);
  });

  it('asks about what could not be sent, and Keep leaves the session and the data alone', async () => {
    const { steps, log } = device({ unsent: 3, reachable: 0, answer: false });
    expect(await signOut(steps)).toBe('kept');
    expect(log).toEqual(['send', 'asked about 3']);
  });

  it('asks about what is left after a partial send, and Sign out anyway deletes it', async () => {
    const { steps, log } = device({ unsent: 3, reachable: 1, answer: true });
    expect(await signOut(steps)).toBe('signed-out');
    expect(log).toEqual(['send', 'asked about 2', 'end session', 'forget']);
  });

  it('asks when sending fails outright', async () => {
    const { steps, log } = device({ unsent: 1, answer: false });
    steps.send = () => Promise.reject(new Error('offline'));
    expect(await signOut(steps)).toBe('kept');
    expect(log).toEqual(['asked about 1']);
  });

  it('keeps the data when the session could not be ended (Sign out everywhere, offline)', async () => {
    const { steps, log } = device();
    steps.endSession = () => Promise.reject(new Error('offline'));
    await expect(signOut(steps)).rejects.toThrow('offline');
    expect(log).not.toContain('forget');
  });
});

describe('lossQuestion', () => {
  it('says how many changes would be lost, with Keep them beside Sign out anyway', () => {
    expect(lossQuestion(3)).toMatchObject({
      message:
        '3 changes made on this device haven’t reached the server. Signing out now deletes them.',
      confirmLabel: 'Sign out anyway',
      cancelLabel: 'Keep them',
    });
    expect(lossQuestion(1).message).toBe(
      '1 change made on this device hasn’t reached the server. Signing out now deletes it.',
    );
  });
});
