import { useState, type FormEvent } from 'react';
import { EmailSchema } from '../../contract/users';
import { errorMessage, requestFailureOf } from '../errors/messages';
import { useCurrentUser } from '../hooks/data/useCurrentUser';
import { signUpForTestflight } from '../public/public-api';
import '../public/public.css';

/**
 * /ios: sign up for the iOS app's beta on TestFlight with an email address; someone signed in
 * finds their own already in the field.
 */
export function Ios() {
  const own = useCurrentUser()?.email;
  const [typed, setEmail] = useState<string | null>(null);
  // The account's address until the person types: it arrives a moment after the page.
  const email = typed ?? own ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setAnswer(null);
    const checked = EmailSchema.safeParse(email);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Please enter a valid email address.');
      return;
    }
    setBusy(true);
    signUpForTestflight(checked.data)
      .then(setAnswer)
      .catch(async (failure: unknown) => setError(errorMessage(await requestFailureOf(failure))))
      .finally(() => setBusy(false));
  }

  return (
    <main className="screen public-page">
      <h1>Ritual for iOS</h1>
      <p>
        The iOS app is in beta on TestFlight. Leave your email address and we will mail you an
        invitation.
      </p>
      {/* noValidate: our message, in words, instead of the browser's bubble */}
      <form className="screen-form" onSubmit={submit} noValidate>
        <label>
          Email
          <input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        {error && (
          <p role="alert" className="screen-form__error">
            {error}
          </p>
        )}
        <div>
          <button type="submit" disabled={busy}>
            Sign up for TestFlight
          </button>
        </div>
      </form>
      {answer && (
        <p role="status" className="public-page__answer">
          {answer}
        </p>
      )}
      <p className="public-page__note">
        We use the address only for the beta invitation. You can leave the list at any time through
        the link in any mail from us.
      </p>
    </main>
  );
}
