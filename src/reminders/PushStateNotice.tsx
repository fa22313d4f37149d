import { Bell, BellOff } from 'lucide-react';
import { Button } from '../components/Button';
import { pushStateWords, type PushState, type PushStatePlace } from './push-state-words';
import './reminders.css';

/** What usePushState gives: the state, what the last change said, and the two ways to change it. */
export interface PushControl {
  /** undefined while it is being read */
  state: PushState | undefined;
  busy: boolean;
  message: string | null;
  turnOn: () => void;
  turnOff: () => void;
}

/**
 * This device's notifications in a sentence, with the button that changes them: "Turn on
 * notifications" when they are off (the browser asks only then, from that click), and in Settings
 * "Turn off notifications" when they are on. Beneath, what the last turn on or off said.
 */
export function PushStateNotice({
  push: { state, busy, message, turnOn, turnOff },
  place,
}: {
  push: PushControl;
  place: PushStatePlace;
}) {
  if (state === undefined) return null;
  return (
    <div className={`push-state push-state--${state}`}>
      <p className="push-state__words" role="status">
        {state === 'on' || state === 'off' ? (
          <Bell aria-hidden="true" />
        ) : (
          <BellOff aria-hidden="true" />
        )}
        <span>{pushStateWords(state, place)}</span>
      </p>
      {message && <p className="push-state__message">{message}</p>}
      {state === 'off' && (
        <Button variant="primary" busy={busy} onClick={turnOn}>
          Turn on notifications
        </Button>
      )}
      {state === 'on' && place === 'settings' && (
        <Button busy={busy} onClick={turnOff}>
          Turn off notifications
        </Button>
      )}
    </div>
  );
}
