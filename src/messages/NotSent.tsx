import { Button } from '../components/Button';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { useRejectedMutations } from '../hooks/data/useRejectedMutations';
import { notSentTo } from './not-sent';

/**
 * Messages to this partner the server refused, so what was written is not lost in silence; they
 * stay until the user dismisses them.
 */
export function NotSent({ partnerId }: { partnerId: string }) {
  const { db } = useLocalStore();
  const rejected = useRejectedMutations();
  const notSent = notSentTo(rejected ?? [], partnerId);
  if (notSent.length === 0) return null;
  return (
    <div className="messages-not-sent">
      <ul role="alert">
        {notSent.map(({ id, value, reason }) => (
          <li key={id}>
            Not sent: “{value}”. {reason}
          </li>
        ))}
      </ul>
      <Button
        size="small"
        variant="ghost"
        onClick={() => void db.rejected.bulkDelete(notSent.map((m) => m.id))}
      >
        Dismiss
      </Button>
    </div>
  );
}
