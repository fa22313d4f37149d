import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthScreen } from '../../app/AuthScreen';
import { useAuthApi } from '../../app/useAuthApi';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useSignIn } from '../../app/useSignIn';
import { Field } from '../../components/Field';
import { PasswordInput } from './PasswordInput';
import { ResetLinkRefused } from './ResetLinkRefused';
import { useMailLink } from './useMailLink';
import './account.css';

/**
 * /password-reset/:token: checks the link first, then takes the new password. The server signs
 * the account in with it, so this ends like a login (useSignIn: hand-over question, then /home).
 */
export function NewPasswordForm({ token }: { token: string }) {
  useDocumentTitle('Choose a new password');
  const api = useAuthApi();
  const link = useMailLink(
    token,
    useCallback((reset: string) => api.checkPasswordResetLink(reset), [api]),
  );
  const signIn = useSignIn();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [mismatch, setMismatch] = useState(false);

  if (link.status === 'waiting')
    return (
      <main className="auth-screen account-screen" aria-busy="true">
        <h1>Choose a new password</h1>
        <p>Checking your link…</p>
      </main>
    );
  if (link.status === 'refused') return <ResetLinkRefused message={link.message} />;

  function submit() {
    // Typed twice because it cannot be seen: a typo here would lock the user out again.
    if (password !== repeated) {
      setMismatch(true);
      return;
    }
    void signIn.submit(() => api.resetPassword(token, password));
  }

  return (
    <AuthScreen
      title="Choose a new password"
      submitLabel="Set new password"
      signIn={signIn}
      onSubmit={submit}
      switchTo={
        <>
          Remembered it? <Link to="/login">Login</Link>
        </>
      }
    >
      <Field label="New password" hint="At least 8 characters.">
        {(control) => (
          <PasswordInput
            control={control}
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMismatch(false);
            }}
          />
        )}
      </Field>
      <Field label="Repeat new password">
        {(control) => (
          <PasswordInput
            control={control}
            name="repeat-password"
            autoComplete="new-password"
            value={repeated}
            onChange={(event) => {
              setRepeated(event.target.value);
              setMismatch(false);
            }}
          />
        )}
      </Field>
      {mismatch && (
        <p role="alert" className="auth-form__error">
          The two passwords do not match.
        </p>
      )}
    </AuthScreen>
  );
}
