import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { HandOverNotice } from '../app/HandOverNotice';
import { useAuthApi } from '../app/useAuthApi';
import { useSignIn } from '../app/useSignIn';

/** /join and /register: make an account. The server's rules (contract/users.ts) decide. */
export function Join() {
  const api = useAuthApi();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void signIn.submit(() =>
      api.register({ username: username.trim(), email: email.trim(), password }),
    );
  }

  return (
    <main className="auth-screen">
      <h1>Join</h1>
      <form className="auth-form" onSubmit={onSubmit}>
        <label>
          Username
          <input
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <label>
          Email
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete="new-password"
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
          Join
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
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </main>
  );
}
