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

/** /join and /register: make an account. The server's rules (contract/users.ts) decide. */
export function Join() {
  useDocumentTitle('Join');
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
      <Field
        label="Username"
        hint="3 to 30 letters, digits, dots, dashes or underscores. It is your profile’s address."
      >
        {(control) => (
          <UsernameInput
            control={control}
            name="username"
            maxLength={30}
            {...fields.input('username')}
          />
        )}
      </Field>
      <Field label="Email" hint="Where we send a link if you ever forget your password.">
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            required
            {...fields.input('email')}
          />
        )}
      </Field>
      <Field label="Password" hint="At least 8 characters.">
        {(control) => (
          <PasswordInput
            control={control}
            autoComplete="new-password"
            {...fields.input('password')}
          />
        )}
      </Field>
    </AuthScreen>
  );
}
