import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { HandOverNotice } from '../app/HandOverNotice';
import { useAuthApi } from '../app/useAuthApi';
import { useSignIn } from '../app/useSignIn';

/** /login: sign in by username or email. */
export function Login() {
  const api = useAuthApi();
  const signIn = useSignIn();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void signIn.submit(() => api.login({ login: login.trim(), password }));
  }

  return (
    <main className="auth-screen">
      <h1>Login</h1>
      <form className="auth-form" onSubmit={onSubmit}>
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
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {signIn.error && (
          <p role="alert" className="auth-form__error">
            {signIn.error}
          </p>
        )}
        <button type="submit" disabled={signIn.busy}>
          Login
        </button>
      </form>
      {signIn.handOver && (
        <HandOverNotice
          handOver={signIn.handOver}
          busy={signIn.busy}
          onContinue={() => void signIn.discardAndContinue()}
          onCancel={signIn.cancel}
        />
      )}
      <p className="auth-screen__switch">
        New to Ritual? <Link to="/join">Join</Link>
      </p>
    </main>
  );
}
