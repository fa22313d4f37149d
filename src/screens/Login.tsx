import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthScreen } from '../app/AuthScreen';
import { useAuthApi } from '../app/useAuthApi';
import { useSignIn } from '../app/useSignIn';
import './account-parts/account.css';

/** /login: sign in by username or email. */
export function Login() {
  const api = useAuthApi();
  const signIn = useSignIn();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');

  return (
    <AuthScreen
      title="Login"
      submitLabel="Login"
      signIn={signIn}
      onSubmit={() => void signIn.submit(() => api.login({ login: login.trim(), password }))}
      switchTo={
        <>
          New to Ritual? <Link to="/join">Join</Link>
        </>
      }
    >
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
      <Link className="auth-form__forgot" to="/password-reset">
        Forgot your password?
      </Link>
    </AuthScreen>
  );
}
