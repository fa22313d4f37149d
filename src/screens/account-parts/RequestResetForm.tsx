import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuthApi } from '../../app/useAuthApi';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { errorMessage, requestFailureOf } from '../../errors/messages';
import { ResetRequested } from './ResetRequested';
import { UsernameInput } from './UsernameInput';
import './account.css';

/** /password-reset: asks for a reset link by username or email. */
export function RequestResetForm() {
  useDocumentTitle('Reset your password');
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
        <Field label="Username or email">
          {(control) => (
            <UsernameInput
              control={control}
              name="login"
              value={login}
              onChange={(event) => setLogin(event.target.value)}
            />
          )}
        </Field>
        {error && (
          <p role="alert" className="auth-form__error">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" busy={busy}>
          Send reset link
        </Button>
      </form>
      <p className="auth-screen__switch">
        Remembered it? <Link to="/login">Login</Link>
      </p>
    </main>
  );
}
