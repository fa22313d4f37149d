import type { HandOver } from './useSignIn';

export interface HandOverNoticeProps {
  handOver: HandOver;
  busy: boolean;
  onContinue: () => void;
  onCancel: () => void;
}

/** Asks before another account's unsent changes are discarded from this device. */
export function HandOverNotice({ handOver, busy, onContinue, onCancel }: HandOverNoticeProps) {
  const changes = handOver.unsent === 1 ? '1 change' : `${handOver.unsent} changes`;
  return (
    <div role="alertdialog" aria-labelledby="hand-over-text" className="hand-over">
      <p id="hand-over-text">
        This device holds {changes} by another account that were never sent. Signing in as{' '}
        {handOver.result.user.ritual_user} discards them. To keep them, cancel and sign in as that
        account while online.
      </p>
      <button type="button" onClick={onContinue} disabled={busy}>
        Discard and continue
      </button>
      <button type="button" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
    </div>
  );
}
