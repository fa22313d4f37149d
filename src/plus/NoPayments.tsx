import { adminPlusCommand, BillingText } from '../../contract/billing-texts';
import { Card } from '../components/Card';
import './plus.css';

/**
 * A server that takes no payments says so, and how plus is had there instead (the README's admin
 * command), rather than offering a purchase it would refuse.
 */
export function NoPayments({ username }: { username: string | undefined }) {
  return (
    <Card as="section" className="plus-no-payments" aria-labelledby="plus-no-payments-title">
      <h2 id="plus-no-payments-title">Plus on this server</h2>
      <p role="status">{BillingText.notConfigured}</p>
      <p className="plus-note">{BillingText.grantedByAdmin}</p>
      <code className="plus-command">{adminPlusCommand(username ?? '<name>')}</code>
    </Card>
  );
}
