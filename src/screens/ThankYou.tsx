import { Link } from 'react-router-dom';
import { useAuth } from '../app/useAuth';
import type { ThankYouStage } from '../plus/thank-you-wait';
import { useOwnUser } from '../plus/useOwnUser';
import { useWaitForPlus } from '../plus/useWaitForPlus';
import '../plus/plus.css';

const SAYS: Record<ThankYouStage, string> = {
  waiting: 'Confirming your payment…',
  slow: 'Your payment is still being confirmed. This may take a minute: plus arrives on its own, and you can keep using Ritual meanwhile.',
  plus: 'You have Plus now: no limit on entries.',
};

/** /thank-you: where checkout returns; waits for the server to grant plus, then links Home. */
export function ThankYou() {
  const { checked, authenticated } = useAuth();
  if (!checked) return <main className="screen plus-screen" aria-busy="true" />;
  return (
    <main className="screen plus-screen">
      <h1>Thank you!</h1>
      {authenticated ? (
        <PlusArriving />
      ) : (
        <>
          <p>Sign in to see your plus.</p>
          <div className="plus-actions">
            <Link to="/login" className="button-link">
              Login
            </Link>
          </div>
        </>
      )}
    </main>
  );
}

function PlusArriving() {
  const user = useOwnUser();
  const stage = useWaitForPlus(user?.plus ?? false);
  return (
    <>
      <p role="status">{SAYS[stage]}</p>
      <div className="plus-actions">
        <Link to="/home" className="button-link">
          Home
        </Link>
      </div>
    </>
  );
}
