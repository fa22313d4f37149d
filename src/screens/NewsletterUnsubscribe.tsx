import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage, requestFailureOf } from '../errors/messages';
import { unsubscribeFromNewsletter } from '../public/public-api';
import '../public/public.css';

/** /newsletter-unsubscribe/:token?: stops the newsletter for the link's account, on request. */
export function NewsletterUnsubscribe() {
  const { token } = useParams();
  const [everyList, setEveryList] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);

  if (!token)
    return (
      <main className="screen public-page">
        <h1>Unsubscribe</h1>
        <p role="alert" className="public-page__error">
          This link has no unsubscribe code.
        </p>
        <p>
          Open the unsubscribe link at the foot of a mail from Ritual, or turn the newsletter off in
          your settings.
        </p>
      </main>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    unsubscribeFromNewsletter(token!, everyList)
      .then(setAnswer)
      .catch(async (failure: unknown) => setError(errorMessage(await requestFailureOf(failure))))
      .finally(() => setBusy(false));
  }

  return (
    <main className="screen public-page">
      <h1>Unsubscribe</h1>
      {answer ? (
        <p role="status" className="public-page__answer">
          {answer}
        </p>
      ) : (
        <form className="screen-form" onSubmit={submit}>
          <p>Stop receiving the Ritual newsletter at this address?</p>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={everyList}
              onChange={(event) => setEveryList(event.target.checked)}
            />
            Also remove me from every list
          </label>
          {error && (
            <p role="alert" className="screen-form__error">
              {error}
            </p>
          )}
          <div>
            <button type="submit" disabled={busy}>
              Unsubscribe
            </button>
          </div>
        </form>
      )}
    </main>
  );
}
