import { useLiveQuery } from 'dexie-react-hooks';
import { BellRing, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SNOOZE_MS } from '../../contract/reminders';
import type { User } from '../../contract/users';
import { Button } from '../components/Button';
import { IconButton } from '../components/IconButton';
import { useCurrentUser } from '../hooks/data/useCurrentUser';
import { useDailyLog } from '../hooks/data/useDailyLog';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { newEntryPath } from '../screens/parts/new-entry-path';
import { useMinuteClock } from '../screens/parts/useMinuteClock';
import { dueReminders, type DueReminder, type Quieted } from './due-reminders';
import { quiet, QUIET_KEY, readQuieted } from './reminder-quiet';
import '../components/toast.css';
import './reminders.css';

/**
 * The reminders due now, shown inside Ritual while it is open (a browser without notifications
 * has only these), in a polite live region. Mounted once in the signed-in shell
 * (app/DefaultLayout.tsx). The log and its streaks are counted once a minute only while some
 * journal has a reminder and they are not paused: most people have none.
 */
export function InAppReminders() {
  const { db } = useLocalStore();
  const user = useCurrentUser();
  const anySet = useLiveQuery(
    () => db.logItems.filter((item) => item.reminder != null).count(),
    [db],
  );
  const { pathname } = useLocation();
  // In the composer the person is writing already.
  // A count of 0 must not reach the list: React would write it as text inside the <ol>.
  const watching = !!anySet && pathname !== '/push';
  return (
    <ol className="toasts in-app-reminders" aria-live="polite" aria-label="Reminders">
      {user && !user.reminders_paused && watching ? <DueReminders user={user} /> : null}
    </ol>
  );
}

/** Each due reminder, checked once a minute, with Log now, Snooze 1 hour and a close button. */
function DueReminders({ user }: { user: User }) {
  const now = useMinuteClock();
  const log = useDailyLog(now);
  const [quieted, keep] = useQuieted();
  const navigate = useNavigate();
  if (!log) return null;
  const due = dueReminders(log, {
    timeZone: user.timezone,
    now,
    paused: user.reminders_paused,
    quieted,
  });
  return due.map((reminder) => (
    <li key={`${reminder.itemId}@${reminder.day}`} className="in-app-reminder">
      <BellRing className="in-app-reminder__icon" aria-hidden="true" />
      <p className="in-app-reminder__body">{reminder.body}</p>
      <IconButton
        label="Dismiss reminder"
        icon={<X aria-hidden="true" />}
        className="in-app-reminder__close"
        onClick={() => keep(reminder, 'dismissed')}
      />
      <div className="in-app-reminder__actions">
        <Button
          variant="primary"
          onClick={() => void navigate(newEntryPath({ id: reminder.journalId }))}
        >
          Log now
        </Button>
        <Button onClick={() => keep(reminder, Date.now() + SNOOZE_MS)}>Snooze 1 hour</Button>
      </div>
    </li>
  ));
}

/** What this browser dismissed and snoozed, read again when another tab of Ritual changes it. */
function useQuieted() {
  const [quieted, setQuieted] = useState<Quieted>(() => readQuieted());
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === QUIET_KEY) setQuieted(readQuieted());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const keep = (due: DueReminder, value: 'dismissed' | number) =>
    setQuieted(quiet(quieted, due, value));
  return [quieted, keep] as const;
}
