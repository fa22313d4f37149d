/** What signing out does, each step passed in (useLogout.ts wires them for the page). */
export interface SignOutSteps {
  /** changes made on this device that the server does not have: unsent, or refused and kept */
  unsaved(): Promise<number>;
  /** sends what is unsent, as far as it can now; resolves when done or given up */
  send(): Promise<void>;
  /** asks before `changes` are lost; true: sign out anyway */
  confirmLoss(changes: number): Promise<boolean>;
  /** ends the session, here and on the server when it can be reached */
  endSession(): Promise<void>;
  /** forgets the account's data on this device, and then whose device it was */
  forget(): Promise<void>;
}

export type SignOutOutcome = 'signed-out' | 'kept';

/**
 * Signing out leaves nothing of the account on the device for the next person. What was not sent
 * is sent first; what still could not be (offline) is deleted only once the person says so, else
 * they stay signed in with it. The session ends before the data goes, so no sync fills the
 * device again meanwhile.
 */
export async function signOut(steps: SignOutSteps): Promise<SignOutOutcome> {
  if ((await steps.unsaved()) > 0) {
    await steps.send().catch(() => undefined);
    const left = await steps.unsaved();
    if (left > 0 && !(await steps.confirmLoss(left))) return 'kept';
  }
  await steps.endSession();
  await steps.forget();
  return 'signed-out';
}

/** The question before unsent changes are deleted (the app's confirm dialog). */
export function lossQuestion(changes: number) {
  const [these, them] =
    changes === 1
      ? ['1 change made on this device hasn’t', 'it']
      : [`${changes} changes made on this device haven’t`, 'them'];
  return {
    title: 'Sign out and delete unsent changes?',
    message: `${these} reached the server. Signing out now deletes ${them}.`,
    confirmLabel: 'Sign out anyway',
    cancelLabel: 'Keep them',
    danger: true,
  };
}
