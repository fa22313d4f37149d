import { Link } from 'react-router-dom';
import { AuthScreen } from '../app/AuthScreen';
import { useAuthApi } from '../app/useAuthApi';
import { useSignIn } from '../app/useSignIn';
import { useFields } from '../hooks/useFields';

/** /join and /register: make an account. The server's rules (contract/users.ts) decide. */
export function Join() {
  const api = useAuthApi();
  const signIn = useSignIn();
  const fields = useFields({ username: '', email: '', password: '' });
  const { username, email, password } = fields.values;

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
        <input name="username" autoComplete="username" required {...fields.input('username')} />
      </label>
      <label>
        Email
        <input name="email" type="email" autoComplete="email" required {...fields.input('email')} />
      </label>
      <label>
        Password
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          {...fields.input('password')}
        />
      </label>
    </AuthScreen>
  );
}
