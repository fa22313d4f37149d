import { Flame, LayoutGrid, List, PenLine, Settings } from 'lucide-react';
import { PrivateBadge } from '../../components/PrivateBadge';
import { lazy, Suspense, useContext } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Journal } from '../../../contract/journals';
import { useAuth } from '../../app/useAuth';
import { Button } from '../../components/Button';
import type { Local } from '../../../local-store/db';
import { isAdmin } from '../../moderation/is-admin';
import { ShellContext } from '../../shell/shell-context';
import { JournalMembership } from '../../profile/JournalMembership';
import { JournalIcon } from './JournalIcon';
import { journalPath } from './journal-path';
import { newEntryPath } from './new-entry-path';
import { useJournalSummary } from './useJournalSummary';

// Hide and Restore are an admin's: the others never download them.
const ModerateButton = lazy(() =>
  import('../../moderation/ModerateButton').then((m) => ({ default: m.ModerateButton })),
);

// The daily log's toggle counts the log's streaks: its code comes just after the page's, into a
// room of its size.
const DailyLogToggle = lazy(() =>
  import('./DailyLogToggle').then((m) => ({ default: m.DailyLogToggle })),
);

const entriesText = (count: number) => (count === 1 ? '1 entry' : `${count} entries`);
const streakText = (days: number) => (days === 1 ? '1-day streak' : `${days}-day streak`);

/**
 * Writing in a journal from its page: the new-entry panel over the page, as the app's New does
 * (it starts in the journal whose page is open, new-entry/NewEntryShell.tsx), so the person stays
 * on the journal and sees the entry arrive; the composer's page for a journal of someone else's
 * that they write in, which the panel does not start in.
 */
export function useNewEntryIn(journal: Pick<Journal, 'id' | 'user_id'>): () => void {
  const shell = useContext(ShellContext);
  const navigate = useNavigate();
  const { userId } = useAuth();
  return () => {
    if (shell && journal.user_id === userId) shell.setOpen('push', true);
    else void navigate(newEntryPath(journal));
  };
}

/**
 * A journal's header band, on its list and its grid alike so switching between them moves
 * nothing: its icon, title, description, and for its writers how many entries it has and its
 * streak; then one primary action (New Entry for writers, Follow for readers) and the quiet
 * ones as icons that keep their size whatever state they show: list or grid, daily log, settings.
 */
export function JournalHeader({
  journal,
  view,
  now,
}: {
  journal: Local<Journal>;
  view: 'list' | 'grid';
  now: number;
}) {
  const { userId, user } = useAuth();
  const newEntry = useNewEntryIn(journal);
  const isOwner = userId === journal.user_id;
  const isMember = isOwner || journal.collaborators.some((person) => person.id === userId);
  const path = journalPath(journal);

  return (
    <header className="journal-band">
      <div className="journal-band__title">
        <JournalIcon journal={journal} size="large" />
        <div className="journal-band__names">
          <h1>{journal.title}</h1>
          <p className="journal-band__meta">
            {!isOwner && (
              <Link className="journal-band__owner" to={`/${journal.user.ritual_user}`}>
                by {journal.user.ritual_user}
              </Link>
            )}
            {journal.private && <PrivateBadge />}
            {isMember && <JournalCounts journalId={journal.id} now={now} />}
          </p>
        </div>
      </div>
      {journal.description.trim() !== '' && (
        <p className="journal-band__description reading">{journal.description}</p>
      )}
      <div className="journal-band__actions">
        {isMember && (
          <Button variant="primary" icon={<PenLine aria-hidden="true" />} onClick={newEntry}>
            New Entry
          </Button>
        )}
        <JournalMembership journal={journal} />
        {(isAdmin(user) || journal.hidden) && (
          <Suspense fallback={null}>
            <ModerateButton kind="journal" record={journal} />
          </Suspense>
        )}
        <div className="journal-band__tools">
          <nav className="journal-band__views" aria-label="Show entries as">
            <Link
              className="icon-btn"
              to={path}
              aria-label="List"
              title="List"
              aria-current={view === 'list' ? 'page' : undefined}
            >
              <List aria-hidden="true" />
            </Link>
            <Link
              className="icon-btn"
              to={`${path}/grid`}
              aria-label="Grid"
              title="Grid"
              aria-current={view === 'grid' ? 'page' : undefined}
            >
              <LayoutGrid aria-hidden="true" />
            </Link>
          </nav>
          {isMember && (
            <Suspense fallback={<span className="icon-btn" aria-hidden="true" />}>
              <DailyLogToggle journal={journal} compact />
            </Suspense>
          )}
          {isOwner && (
            <Link
              className="icon-btn"
              to={`${path}/settings`}
              aria-label="Journal settings"
              title="Journal settings"
            >
              <Settings aria-hidden="true" />
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

/** "12 entries · 5-day streak", with its room kept while it is counted. */
function JournalCounts({ journalId, now }: { journalId: string; now: number }) {
  const summary = useJournalSummary(journalId, now);
  if (!summary) return <span className="journal-band__counts" aria-hidden="true" />;
  return (
    <span className="journal-band__counts">
      <span>{entriesText(summary.entries)}</span>
      {summary.streak > 0 && (
        <span
          className={
            summary.today
              ? 'journal-band__streak journal-band__streak--today'
              : 'journal-band__streak'
          }
        >
          <Flame aria-hidden="true" />
          {streakText(summary.streak)}
        </span>
      )}
    </span>
  );
}
