import type { AccountOutcome } from './account-outcome';

/** A form's news: success is read politely, a refusal at once. */
export function ActionOutcome({ outcome }: { outcome: AccountOutcome }) {
  if (outcome.kind === 'done')
    return (
      <p className="settings-outcome" role="status">
        {outcome.message}
      </p>
    );
  if (outcome.kind === 'failed')
    return (
      <p className="settings-outcome settings-outcome--failed" role="alert">
        {outcome.message}
      </p>
    );
  return null;
}
