import { Check } from 'lucide-react';
import type { User } from '../../contract/users';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { FreeLimitProgress } from '../plus/FreeLimitProgress';
import { NoPayments } from '../plus/NoPayments';
import { sellsPlus } from '../plus/offer';
import { OfferUnavailable } from '../plus/OfferUnavailable';
import { isEarlySupporter, PLUS_GIVES, READING_OFFER } from '../plus/plus-options';
import { PlusOptionsForm } from '../plus/PlusOptionsForm';
import { useOffer } from '../plus/useOffer';
import { useOwnUser } from '../plus/useOwnUser';
import '../plus/plus.css';

/**
 * /plus: what plus gives, the free limit so far and the ways this server sells it, with their
 * prices (or how plus is had on a server without payments); plus users see theirs.
 */
export function Plus() {
  useDocumentTitle('Plus');
  const user = useOwnUser();
  if (!user) return <main className="screen" aria-busy="true" />;
  return (
    <main className="screen plus-screen">
      <h1>Plus</h1>
      {user.plus ? <PlusHeld user={user} /> : <PlusOffer user={user} />}
    </main>
  );
}

function PlusHeld({ user }: { user: User }) {
  return (
    <>
      <p className="plus-held" role="status">
        You have Plus: no limit on entries.
      </p>
      {isEarlySupporter(user.support_pack) && (
        <p>You have the support pack: plus for life, as an early supporter. Thank you!</p>
      )}
    </>
  );
}

function PlusOffer({ user }: { user: User }) {
  return (
    <>
      <section aria-labelledby="plus-free-title">
        <h2 id="plus-free-title">Your free entries</h2>
        <FreeLimitProgress user={user} />
      </section>
      <section aria-labelledby="plus-gives-title">
        <h2 id="plus-gives-title">What plus gives</h2>
        <ul className="plus-gives">
          {PLUS_GIVES.map((line) => (
            <li key={line}>
              <Check aria-hidden="true" />
              {line}
            </li>
          ))}
        </ul>
      </section>
      <PlusOptions username={user.ritual_user} />
    </>
  );
}

/** No Unlock that is bound to fail: only what the server's offer says it sells. */
function PlusOptions({ username }: { username: string }) {
  const [offer, retry] = useOffer();
  switch (offer.state) {
    case 'loading':
      return (
        <p className="plus-note plus-form" role="status">
          {READING_OFFER}
        </p>
      );
    case 'failed':
      return <OfferUnavailable message={offer.message} retry={retry} />;
    default:
      return sellsPlus(offer.offer) ? (
        <PlusOptionsForm options={offer.offer.options} />
      ) : (
        <NoPayments username={username} />
      );
  }
}
