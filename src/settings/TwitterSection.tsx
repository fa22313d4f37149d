import { Button } from '../components/Button';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { ActionOutcome } from './ActionOutcome';
import { settingsApi } from './settings-api';
import { useAccountAction } from './useAccountAction';

/** Ritual keeps no Twitter integration; disconnecting says so in the server's words. */
export function TwitterSection({ online }: { online: boolean }) {
  const { db } = useLocalStore();
  const action = useAccountAction();
  return (
    <section className="settings-section" aria-label="Twitter">
      <h2>Twitter</h2>
      <div className="settings-actions">
        <Button
          busy={action.busy}
          disabled={!online}
          onClick={() => void action.run(() => settingsApi({ db }).disconnectTwitter())}
        >
          Disconnect Twitter
        </Button>
      </div>
      <ActionOutcome outcome={action.outcome} />
    </section>
  );
}
