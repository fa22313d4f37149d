import { Link, useSearchParams } from 'react-router-dom';
import type { PlusOption } from '../../contract/billing';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { Button } from '../components/Button';
import { labelOf, optionFromQuery } from '../plus/plus-options';
import { useCheckout } from '../plus/useCheckout';
import '../plus/plus.css';

const goToPayment = (url: string) => window.location.assign(url);

/** /unlock?option=…: opens the payment page for the option chosen on /plus (monthly by default). */
export function Unlock() {
  useDocumentTitle('Unlock Plus');
  const [search] = useSearchParams();
  const option = optionFromQuery(search);
  return (
    <main className="screen plus-screen">
      <h1>Unlock Plus</h1>
      {option === null ? (
        <>
          <p className="plus-error" role="alert">
            This option is not offered. Choose one on the Plus page.
          </p>
          <div className="plus-actions">
            <Link to="/plus" className="btn btn--secondary">
              Back to Plus
            </Link>
          </div>
        </>
      ) : (
        <CheckoutStep option={option} />
      )}
    </main>
  );
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
        <Link to="/plus" className="btn btn--secondary">
          Back to Plus
        </Link>
      </div>
    </>
  );
}
