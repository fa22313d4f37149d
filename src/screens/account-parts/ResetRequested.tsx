import { Link } from 'react-router-dom';
import './account.css';

export interface ResetRequestedProps {
  /** the server's answer, the same whether or not an account matched */
  answer: string;
  onAskAgain: () => void;
}

/**
 * After asking for a reset link. It says only what the server said: whether an account matched
 * is not for this page to tell.
 */
export function ResetRequested({ answer, onAskAgain }: ResetRequestedProps) {
  return (
    <main className="auth-screen account-screen">
      <h1>Check your mail</h1>
      <p role="status">{answer}</p>
      <p className="account-screen__note">
        No mail after a few minutes? Look in the spam folder, or ask again.
      </p>
      <p className="account-screen__onward">
        <Link className="button button--primary" to="/login">
          Login
        </Link>
        <button type="button" className="button" onClick={onAskAgain}>
          Ask again
        </button>
      </p>
    </main>
  );
}
