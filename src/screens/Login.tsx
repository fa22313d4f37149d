import { Link } from 'react-router-dom';
import { AuthScreen } from '../app/AuthScreen';
import { useAuthApi } from '../app/useAuthApi';
import { useSignIn } from '../app/useSignIn';
import { useFields } from '../hooks/useFields';
import './account-parts/account.css';

/** /login: sign in by username or email. */
export function Login() {
  const api = useAuthApi();
  const signIn = useSignIn();
  const fields = useFields({ login: '', password: '' });
  const { login, password } = fields.values;

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
        <input name="login" autoComplete="username" required {...fields.input('login')} />
      </label>
      <label>
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          {...fields.input('password')}
        />
      </label>
      <Link className="auth-form__forgot" to="/password-reset">
        Forgot your password?
      </Link>
    </AuthScreen>
  );
}
