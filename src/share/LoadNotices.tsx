import { formatWhen } from '../dates/when';
import { errorMessage, type RequestFailure } from '../errors/messages';
import './share.css';

/** Why a link opened nothing, in docs/product.md §8's words, and what the visitor can do. */
export function LoadFailure({ failure, what }: { failure: RequestFailure; what: string }) {
  const gone = failure.status === 404 || failure.status === 403 || failure.status === 410;
  return (
    <>
      <p role="alert" className="share-failure">
        {errorMessage(failure)}
      </p>
      <p className="share-note">
        {gone
          ? `This link does not open ${what} any more: its author may have made a new link, or deleted it.`
          : failure.network
            ? `Opening ${what} needs a connection to the server the first time. Try again online.`
            : 'Please try again later.'}
      </p>
    </>
  );
}

/** Shown over a copy kept from an earlier visit while the server cannot be reached. */
export function SeenCopyNotice({ seenAt }: { seenAt: number | undefined }) {
  if (seenAt === undefined) return null;
  return (
    <p role="status" className="share-note">
      Offline: showing the copy saved {formatWhen(seenAt)}.
    </p>
  );
}
