import { Link } from 'react-router-dom';
import type { MailLinkState } from './useMailLink';
import './account.css';

export interface CancelEmailChangeResultProps {
  /** where the link stands, `value` the server's sentence; 'no-link' when opened without a token */
  state: MailLinkState<string> | { status: 'no-link' };
  signedIn: boolean;
}

const HEADINGS = {
  'no-link': 'Cancel an email change',
  waiting: 'Cancelling the email change',
  done: 'Email change cancelled',
  refused: 'Email change not cancelled',
} as const;

/** What /cancel-email-change shows: what became of the change, then what to do if it was not you. */
export function CancelEmailChangeResult({ state, signedIn }: CancelEmailChangeResultProps) {
  return (
    <main className="auth-screen account-screen" aria-busy={state.status === 'waiting'}>
      <h1>{HEADINGS[state.status]}</h1>
      {state.status === 'no-link' && (
        <p>
          To cancel a change of your email address, open the link in the mail we sent to your
          current address when the change was asked for.
        </p>
      )}
      {state.status === 'waiting' && <p>One moment…</p>}
      {state.status === 'done' && (
        <>
          <p role="status">{state.value}</p>
          {/* The one who asked for the change may still be signed in with the password. */}
          <p className="account-screen__note">
            If you did not ask for the change, change your password now: someone else may be signed
            in to your account.
          </p>
        </>
      )}
      {state.status === 'refused' && (
        <p role="alert" className="auth-form__error">
          {state.message}
        </p>
      )}
      {state.status !== 'waiting' && (
        <p className="account-screen__onward">
          <Onward done={state.status === 'done'} signedIn={signedIn} />
        </p>
      )}
    </main>
  );
}

/** After a cancel, the way to a new password (Settings, or a reset when signed out); else on. */
function Onward({ done, signedIn }: { done: boolean; signedIn: boolean }) {
  const [to, label] = done
    ? signedIn
      ? ['/settings', 'Change your password']
      : ['/password-reset', 'Choose a new password']
    : signedIn
      ? ['/home', 'Go to Home']
      : ['/login', 'Login'];
  return (
    <Link className="button button--primary" to={to}>
      {label}
    </Link>
  );
}
