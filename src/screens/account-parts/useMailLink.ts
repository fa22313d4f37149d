import { useEffect, useState } from 'react';
import { errorMessage, requestFailureOf } from '../../errors/messages';
import { oncePerKey } from './once-per-key';

/** Where a mailed link stands: asked about, answered, or refused with the server's words. */
export type MailLinkState<T> =
  { status: 'waiting' } | { status: 'done'; value: T } | { status: 'refused'; message: string };

const WAITING = { status: 'waiting' } as const;

/**
 * Asks the server about a mailed link's token once when the screen opens, even under StrictMode's
 * double effects or a new `work` per render: the request for a token is sent only once.
 */
export function useMailLink<T>(
  token: string,
  work: (token: string) => Promise<T>,
): MailLinkState<T> {
  const [once] = useState(() => oncePerKey<T>());
  const [answer, setAnswer] = useState<{ token: string; state: MailLinkState<T> }>();

  useEffect(() => {
    let active = true;
    once(token, () => work(token)).then(
      (value) => {
        if (active) setAnswer({ token, state: { status: 'done', value } });
      },
      async (failure: unknown) => {
        const message = errorMessage(await requestFailureOf(failure));
        if (active) setAnswer({ token, state: { status: 'refused', message } });
      },
    );
    return () => {
      active = false;
    };
  }, [once, token, work]);

  return answer?.token === token ? answer.state : WAITING;
}
