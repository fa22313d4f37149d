import { Link } from 'react-router-dom';
import type { MailLinkState } from './useMailLink';
import './account.css';

export interface ConfirmEmailResultProps {
  /** where the link stands; 'no-link' when /confirm-email was opened without a token */
  state: MailLinkState<unknown> | { status: 'no-link' };
  signedIn: boolean;
}

const HEADINGS = {
  'no-link': 'Confirm your email',
  waiting: 'Confirming your email',
  done: 'Email confirmed',
  refused: 'Email not confirmed',
} as const;

/** What /confirm-email shows: the outcome in words, and the way on (Home or Login). */
export function ConfirmEmailResult({ state, signedIn }: ConfirmEmailResultProps) {
  return (
    <main className="auth-screen account-screen" aria-busy={state.status === 'waiting'}>
      <h1>{HEADINGS[state.status]}</h1>
      {state.status === 'no-link' && (
        <p>
          To confirm your email address, open the link in the mail we sent you when you joined or
          changed your address.
        </p>
      )}
      {state.status === 'waiting' && <p>One moment…</p>}
      {state.status === 'done' && <p role="status">Your email is confirmed.</p>}
      {state.status === 'refused' && (
        <>
          <p role="alert" className="auth-form__error">
            {state.message}
          </p>
          <p className="account-screen__note">
            A confirmation link works once, for 7 days. You can still use Ritual meanwhile.
          </p>
        </>
      )}
      {state.status !== 'waiting' && (
        <p className="account-screen__onward">
          {signedIn ? (
            <Link className="button button--primary" to="/home">
              Go to Home
            </Link>
          ) : (
            <Link className="button button--primary" to="/login">
              Login
            </Link>
          )}
        </p>
      )}
    </main>
  );
}
