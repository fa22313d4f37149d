import { Bell, BellOff, BellRing } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { LogItem } from '../../contract/daily-log';
import type { Reminder } from '../../contract/reminders';
import { useWrite } from '../app/useWrite';
import { Button } from '../components/Button';
import { useToast } from '../components/useToast';
import { setReminder } from '../data/actions/reminders';
import type { ActionContext } from '../data/actions/context';
import { browserTimeZone } from '../data/queries/time-zone';
import { useCurrentUser } from '../hooks/data/useCurrentUser';
import { reminderWords } from './reminder-words';
import { ReminderEditor } from './ReminderEditor';
import './reminders.css';

/** The write Save and Remove make: the journal's reminder, or null for none (queued, so offline too). */
export const reminderWrite =
  (item: Pick<LogItem, 'id' | 'journal_id'>, reminder: Reminder | null) => (ctx: ActionContext) =>
    setReminder(item, reminder, ctx);

/**
 * A daily-log row's reminder: a small bell button saying the rule ("19:00 · Weekdays") or
 * "Remind me", which opens the editor; the focus comes back to it when the editor closes.
 */
export function ReminderControl({
  item,
  journalTitle,
}: {
  item: Pick<LogItem, 'id' | 'journal_id' | 'reminder'>;
  journalTitle: string;
}) {
  const [open, setOpen] = useState(false);
  const write = useWrite();
  const toast = useToast();
  const user = useCurrentUser();
  const paused = user?.reminders_paused ?? false;
  const bellId = useId();
  const { reminder } = item;

  // The Dialog is opened by state, not by a Radix trigger, so Radix has nothing to give the focus back to.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) document.getElementById(bellId)?.focus();
    wasOpen.current = open;
  }, [open, bellId]);

  function close(saved?: Reminder | null) {
    setOpen(false);
    if (saved === undefined) return;
    toast({
      message: saved
        ? `Reminder set: ${journalTitle}, ${reminderWords(saved)}`
        : `Reminder removed from ${journalTitle}`,
    });
  }

  const words = reminder ? reminderWords(reminder) : 'Remind me';
  const icon = !reminder ? (
    <Bell aria-hidden="true" />
  ) : paused ? (
    <BellOff aria-hidden="true" />
  ) : (
    <BellRing aria-hidden="true" />
  );
  return (
    <>
      <Button
        id={bellId}
        variant="ghost"
        className={reminder ? 'reminder-bell reminder-bell--set' : 'reminder-bell'}
        icon={icon}
        aria-label={
          reminder
            ? `Reminder for ${journalTitle}: ${words}${paused ? ' (paused)' : ''}`
            : `Remind me to log ${journalTitle}`
        }
        onClick={() => setOpen(true)}
      >
        {words}
      </Button>
      {open && (
        <ReminderEditor
          journalTitle={journalTitle}
          reminder={reminder}
          paused={paused}
          timeZone={user?.timezone ?? browserTimeZone()}
          onSave={async (next) => {
            await write(reminderWrite(item, next));
          }}
          onClose={close}
        />
      )}
    </>
  );
}
