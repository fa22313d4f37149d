import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import { useWrite } from '../app/useWrite';
import { JournalCollaborators } from '../collaboration/JournalCollaborators';
import { Button } from '../components/Button';
import { useConfirm } from '../components/useConfirm';
import { editJournal, removeJournal, type JournalEdit } from '../data/actions/journals';
import { useJournal } from '../hooks/data/useJournal';
import { JournalDetailsForm } from './entry-parts/JournalDetailsForm';
import { JournalMissing } from './entry-parts/JournalMissing';
import { ShareLink } from './entry-parts/ShareLink';
import './journal-pages.css';
import { DailyLogToggle } from './parts/DailyLogToggle';
import { JournalIconPicker } from './parts/JournalIconPicker';
import { VisibilityChoice } from './parts/VisibilityChoice';

/** /:slug/:journal/settings: the owner's page for the journal; others see it as not found. */
export function JournalSettings() {
  const { slug = '', journal: journalSlug = '' } = useParams();
  const { userId } = useAuth();
  const journal = useJournal({ user: slug, slug: journalSlug });
  const write = useWrite();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [error, setError] = useState<string | null>(null);
  if (journal === undefined) return <main className="screen" aria-busy="true" />;
  if (journal === null || journal.user_id !== userId)
    return <JournalMissing user={slug} slug={journalSlug} />;
  const { id } = journal;

  function change(edit: JournalEdit) {
    setError(null);
    write((ctx) => editJournal(id, edit, ctx)).catch((failure: Error) => setError(failure.message));
  }

  // Joiners become collaborators, who read private entries too: said before it is switched on.
  async function setOpen(value: boolean) {
    if (value) {
      const sure = await confirm({
        title: `Let anyone join ${journal?.title ?? 'this journal'}?`,
        message:
          'Anyone who can see this journal can join it. People who join write in it and read every entry, private ones too.',
        confirmLabel: 'Let anyone join',
      });
      if (!sure) return;
    }
    change({ open: value });
  }

  async function remove() {
    const sure = await confirm({
      title: `Delete ${journal?.title ?? 'this journal'}?`,
      message: 'The journal and every entry in it go from every device. This cannot be undone.',
      confirmLabel: 'Delete journal',
      danger: true,
    });
    if (!sure) return;
    setError(null);
    write((ctx) => removeJournal(id, ctx))
      .then(() => navigate('/home'))
      .catch((failure: Error) => setError(failure.message));
  }

  return (
    <main className="screen journal-settings">
      <h1>Settings of {journal.title}</h1>
      {/* Keyed by id so the form starts from this journal's saved title when the journal changes. */}
      <JournalDetailsForm key={journal.id} journal={journal} />
      <JournalIconPicker journal={journal} />
      <section aria-label="Visibility" className="screen-form">
        <VisibilityChoice
          isPrivate={journal.private}
          onChange={(value) => change({ private: value })}
        />
        <div className="form-check">
          <label className="checkbox">
            <input
              type="checkbox"
              aria-describedby="journal-open-hint"
              checked={journal.open}
              onChange={(event) => void setOpen(event.target.checked)}
            />
            Anyone may join
          </label>
          <p id="journal-open-hint" className="screen-form__hint">
            People who join write in it and read every entry, private ones too.
          </p>
        </div>
        <DailyLogToggle journal={journal} />
      </section>
      <ShareLink journal={journal} />
      <JournalCollaborators journal={journal} />
      <section aria-label="Delete" className="journal-settings__danger">
        <div>
          <Button variant="danger" onClick={() => void remove()}>
            Delete journal
          </Button>
        </div>
      </section>
      {error && (
        <p className="screen-form__error" role="alert">
          {error}
        </p>
      )}
    </main>
  );
}
