import { Link } from 'react-router-dom';
import { AuthScreen } from '../app/AuthScreen';
import { useAuthApi } from '../app/useAuthApi';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useSignIn } from '../app/useSignIn';
import { Field } from '../components/Field';
import { useFields } from '../hooks/useFields';
import { PasswordInput } from './account-parts/PasswordInput';
import { UsernameInput } from './account-parts/UsernameInput';
import './account-parts/account.css';

/** /login: sign in by username or email. */
export function Login() {
  useDocumentTitle('Login');
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
      <Field label="Username or email">
        {(control) => <UsernameInput control={control} name="login" {...fields.input('login')} />}
      </Field>
      <Field
        label="Password"
        aside={
          <Link className="auth-form__forgot" to="/password-reset">
            Forgot your password?
          </Link>
        }
      >
        {(control) => (
          <PasswordInput
            control={control}
            autoComplete="current-password"
            {...fields.input('password')}
          />
        )}
      </Field>
    </AuthScreen>
  );
}
