import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthScreen } from '../app/AuthScreen';
import { useAuthApi } from '../app/useAuthApi';
import { useSignIn } from '../app/useSignIn';

/** /join and /register: make an account. The server's rules (contract/users.ts) decide. */
export function Join() {
  const api = useAuthApi();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <AuthScreen
      title="Join"
      submitLabel="Join"
      signIn={signIn}
      onSubmit={() =>
        void signIn.submit(() =>
          api.register({ username: username.trim(), email: email.trim(), password }),
        )
      }
      switchTo={
        <>
          Already have an account? <Link to="/login">Login</Link>
        </>
      }
    >
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
    </AuthScreen>
  );
}
