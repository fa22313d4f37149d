import { useEffect, useRef, useState, type FormEvent } from 'react';
import './username-overlay.css';

export interface UsernameDialogProps {
  /** sends the name; resolves to null once saved, or to the sentence saying why not */
  onSave: (typed: string) => Promise<string | null>;
}

/**
 * A modal asking an account without a username to choose one. It has no Close button and Escape
 * does not close it: the app needs the name for every profile and journal address.
 */
export function UsernameDialog({ onSave }: UsernameDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const refused = await onSave(typed);
    // Once saved the overlay goes away with the user record; only a refusal stays to be read.
    setRefusal(refused);
    setSaving(false);
  }

  const address = typed.trim();
  return (
    <dialog
      ref={dialog}
      className="username-overlay"
      aria-labelledby="username-overlay-title"
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => event.currentTarget.showModal()}
    >
      <form className="username-overlay__form" onSubmit={(event) => void onSubmit(event)}>
        <h2 id="username-overlay-title">Choose a username</h2>
        <p className="username-overlay__why">
          Your account has no username yet. People find your profile and journals by it.
        </p>
        <label className="username-overlay__label">
          Username
          <input
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={30}
            required
            autoFocus
            aria-invalid={refusal !== null}
            aria-describedby="username-overlay-rules"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <p id="username-overlay-rules" className="username-overlay__rules">
          3 to 30 letters, digits, dots, dashes or underscores.
          {address !== '' && <> Your profile: /{address}</>}
        </p>
        {refusal !== null && (
          <p className="username-overlay__refusal" role="alert">
            {refusal}
          </p>
        )}
        <button type="submit" className="username-overlay__save" disabled={saving}>
          {saving ? 'Saving…' : 'Save username'}
        </button>
      </form>
    </dialog>
  );
}
