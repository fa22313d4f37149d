import { useLocalStore } from '../hooks/data/useLocalStore';
import { ActionOutcome } from './ActionOutcome';
import { settingsApi } from './settings-api';
import { useAccountAction } from './useAccountAction';

/** Ritual keeps no Twitter integration; disconnecting says so in the server's words. */
export function TwitterSection({ online }: { online: boolean }) {
  const { db } = useLocalStore();
  const action = useAccountAction();
  return (
    <section className="screen-form settings-section" aria-label="Twitter">
      <h2>Twitter</h2>
      <div>
        <button
          type="button"
          disabled={!online || action.busy}
          onClick={() => void action.run(() => settingsApi({ db }).disconnectTwitter())}
        >
          Disconnect Twitter
        </button>
      </div>
      <ActionOutcome outcome={action.outcome} />
    </section>
  );
}
