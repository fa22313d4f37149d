import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuthApi } from '../../app/useAuthApi';
import { errorMessage, requestFailureOf } from '../../errors/messages';
import { ResetRequested } from './ResetRequested';
import './account.css';

/** /password-reset: asks for a reset link by username or email. */
export function RequestResetForm() {
  const api = useAuthApi();
  const [login, setLogin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [answer, setAnswer] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    api
      .requestPasswordReset(login.trim())
      .then(setAnswer)
      .catch(async (failure: unknown) => setError(errorMessage(await requestFailureOf(failure))))
      .finally(() => setBusy(false));
  }

  if (answer !== undefined)
    return <ResetRequested answer={answer} onAskAgain={() => setAnswer(undefined)} />;

  return (
    <main className="auth-screen account-screen">
      <h1>Reset your password</h1>
      <p className="account-screen__note">
        Enter your username or email and we will mail you a link to choose a new password.
      </p>
      <form className="auth-form" onSubmit={submit}>
        <label>
          Username or email
          <input
            name="login"
            autoComplete="username"
            required
            value={login}
            onChange={(event) => setLogin(event.target.value)}
          />
        </label>
        {error && (
          <p role="alert" className="auth-form__error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          Send reset link
        </button>
      </form>
      <p className="auth-screen__switch">
        Remembered it? <Link to="/login">Login</Link>
      </p>
    </main>
  );
}
