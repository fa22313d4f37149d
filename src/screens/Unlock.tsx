import { Link, useSearchParams } from 'react-router-dom';
import type { PlusOption } from '../../contract/billing';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { Button } from '../components/Button';
import { NoPayments } from '../plus/NoPayments';
import { unlockStep } from '../plus/offer';
import { OfferUnavailable } from '../plus/OfferUnavailable';
import { labelOf, optionFromQuery, READING_OFFER } from '../plus/plus-options';
import { useCheckout } from '../plus/useCheckout';
import { useOffer } from '../plus/useOffer';
import { useOwnUser } from '../plus/useOwnUser';
import '../plus/plus.css';

const NOT_OFFERED = 'This option is not offered. Choose one on the Plus page.';

const goToPayment = (url: string) => window.location.assign(url);

/**
 * /unlock?option=…: opens the payment page for the option chosen on /plus (monthly by default),
 * once the server's offer says it sells that option: a server without payments is not asked.
 */
export function Unlock() {
  useDocumentTitle('Unlock Plus');
  const [search] = useSearchParams();
  const option = optionFromQuery(search);
  return (
    <main className="screen plus-screen">
      <h1>Unlock Plus</h1>
      {option === null ? <NotOffered /> : <OfferedStep option={option} />}
    </main>
  );
}

const backToPlus = (
  <Link to="/plus" className="btn btn--secondary">
    Back to Plus
  </Link>
);

function NotOffered() {
  return (
    <>
      <p className="plus-error" role="alert">
        {NOT_OFFERED}
      </p>
      <div className="plus-actions">{backToPlus}</div>
    </>
  );
}

/** The offer decides: the payment page, or why there is none. */
function OfferedStep({ option }: { option: PlusOption }) {
  const [offer, retry] = useOffer();
  const user = useOwnUser();
  if (offer.state === 'loading') return <p role="status">{READING_OFFER}</p>;
  if (offer.state === 'failed')
    return (
      <OfferUnavailable message={offer.message} retry={retry}>
        {backToPlus}
      </OfferUnavailable>
    );
  switch (unlockStep(offer.offer, option)) {
    case 'no-payments':
      return (
        <>
          <NoPayments username={user?.ritual_user} />
          <div className="plus-actions">{backToPlus}</div>
        </>
      );
    case 'not-offered':
      return <NotOffered />;
    default:
      return <CheckoutStep option={option} />;
  }
}

function CheckoutStep({ option }: { option: PlusOption }) {
  const [checkout, retry] = useCheckout(option, goToPayment);
  return (
    <>
      <p>Option: {labelOf(option)}</p>
      {checkout.state === 'failed' ? (
        <p className="plus-error" role="alert">
          {checkout.message}
        </p>
      ) : (
        <p role="status">Opening the payment page…</p>
      )}
      <div className="plus-actions">
        {checkout.state === 'failed' && (
          <Button variant="primary" onClick={retry}>
            Try again
          </Button>
        )}
        {backToPlus}
      </div>
    </>
  );
}
