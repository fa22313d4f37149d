import { useState } from 'react';
import { useAuth } from '../app/useAuth';
import { useWrite } from '../app/useWrite';
import { Button } from '../components/Button';
import { useConfirm } from '../components/useConfirm';
import { moderate } from '../data/actions/moderation';
import { isAdmin } from './is-admin';
import './moderation.css';

const NOUN = { entry: 'entry', journal: 'journal' } as const;

/**
 * 'Hide' / 'Restore' for administrators on an entry or a journal. Hidden content stays visible to
 * its owner or author and to admins, so they see it marked; others never get it.
 */
export function ModerateButton({
  kind,
  record,
}: {
  kind: 'entry' | 'journal';
  record: { id: string; hidden: boolean };
}) {
  const { user } = useAuth();
  const write = useWrite();
  const confirm = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const { id, hidden } = record;
  const note = hidden && <span className="moderation__hidden">Hidden by moderation</span>;
  if (!isAdmin(user)) return note || null;

  async function toggle() {
    const sure =
      hidden ||
      (await confirm({
        title: `Hide this ${NOUN[kind]}?`,
        message: `Everyone but its owner and admins stops seeing it. You can restore it later.`,
        confirmLabel: `Hide ${NOUN[kind]}`,
        danger: true,
      }));
    if (!sure) return;
    setError(null);
    write((ctx) => moderate(kind, id, !hidden, ctx)).catch((failure: Error) =>
      setError(failure.message),
    );
  }

  return (
    <span className="moderation">
      {note}
      <Button size="small" onClick={() => void toggle()}>
        {hidden ? 'Restore' : 'Hide'}
      </Button>
      {error && (
        <span className="screen-form__error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
