import { Link } from 'react-router-dom';
import './account.css';

/** A reset link the server no longer takes (used, expired, unknown): its words and a new ask. */
export function ResetLinkRefused({ message }: { message: string }) {
  return (
    <main className="auth-screen account-screen">
      <h1>Reset your password</h1>
      <p role="alert" className="auth-form__error">
        {message}
      </p>
      <p className="account-screen__note">A reset link works once, for a short time.</p>
      <p className="account-screen__onward">
        <Link className="button button--primary" to="/password-reset">
          Ask for a new link
        </Link>
      </p>
    </main>
  );
}
