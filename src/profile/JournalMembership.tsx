import { useState } from 'react';
import type { Journal } from '../../contract/journals';
import { useAuth } from '../app/useAuth';
import { Button } from '../components/Button';
import { useWrite } from '../app/useWrite';
import type { ActionContext } from '../data/actions/context';
import { follow, unfollow } from '../data/actions/follows';
import { joinJournal, leaveJournal } from '../data/actions/membership';
import type { Local } from '../../local-store/db';
import type { Made } from '../app/useWrite';
import { useShadow } from '../hooks/data/useShadow';
import './profile.css';

/**
 * On someone else's journal: Follow or Unfollow it, and Join or Leave it when its owner opened it.
 * Each is a local write sent through the outbox, so it works offline too.
 */
export function JournalMembership({ journal }: { journal: Local<Journal> }) {
  const { user } = useAuth();
  const shadow = useShadow(journal.id);
  const write = useWrite();
  const [error, setError] = useState<string | null>(null);
  if (!user || user.id === journal.user_id) return null;
  const isCollaborator = journal.collaborators.some((person) => person.id === user.id);
  const { $seen: _seen, ...record } = journal;

  function act(action: (ctx: ActionContext) => Made) {
    setError(null);
    write(action).catch((failure: Error) => setError(failure.message));
  }

  return (
    <>
      {shadow === null && (
        <Button variant="primary" onClick={() => act((ctx) => follow(record, ctx))}>
          Follow
        </Button>
      )}
      {shadow && <Button onClick={() => act((ctx) => unfollow(journal.id, ctx))}>Unfollow</Button>}
      {isCollaborator && (
        <Button onClick={() => act((ctx) => leaveJournal(record, ctx))}>Leave</Button>
      )}
      {!isCollaborator && journal.open && (
        <Button onClick={() => act((ctx) => joinJournal(record, ctx))}>Join</Button>
      )}
      {error && (
        <p role="alert" className="screen-form__error">
          {error}
        </p>
      )}
    </>
  );
}
