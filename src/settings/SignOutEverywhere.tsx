import { LogOut } from 'lucide-react';
import { Button } from '../components/Button';
import { useLogout } from '../app/useLogout';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { ActionOutcome } from './ActionOutcome';
import { settingsApi } from './settings-api';
import { useAccountAction } from './useAccountAction';

/** Ends every session of the account, this one too; then to /login as after a logout. */
export function SignOutEverywhere({ online }: { online: boolean }) {
  const { db } = useLocalStore();
  const logout = useLogout();
  const action = useAccountAction();

  function signOutEverywhere() {
    // Unsent changes go (or the person is asked) before the server ends this session too.
    void action.run(async () => {
      await logout({ endElsewhere: () => settingsApi({ db }).signOutEverywhere() });
      return null;
    });
  }

  return (
    <section className="settings-section" aria-label="Devices">
      <h2>Devices</h2>
      <p className="settings-section__text">
        Signs you out on every phone, tablet and computer, this one too.
      </p>
      <div className="settings-actions">
        <Button
          icon={<LogOut aria-hidden="true" />}
          busy={action.busy}
          disabled={!online}
          onClick={signOutEverywhere}
        >
          Sign out everywhere
        </Button>
      </div>
      <ActionOutcome outcome={action.outcome} />
    </section>
  );
}
