import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import type { PlusOffer } from '../../contract/billing';
import { UnexpectedAnswer } from '../api/answer';
import { pageHttp } from '../api/page-http';
import { jsonAnswer } from '../test/answers';
import { offerSource } from './offer-api';

const priced: PlusOffer = {
  payments: true,
  options: [
    { option: 'monthly', price: '€4 a month' },
    { option: 'yearly', price: null },
  ],
};

/** A source over a fake server that answers `answers` in turn, on a clock the test moves. */
function fakeServer(...answers: (() => Response)[]) {
  const asked: string[] = [];
  const clock = { now: 0 };
  const http = () =>
    pageHttp({
      baseUrl: 'http://ritual.test/api',
      getToken: () => Promise.resolve(undefined),
      fetch: (input) => {
        asked.push(new URL((input as Request).url).pathname);
        return Promise.resolve(answers[asked.length - 1]!());
      },
    });
  return { asked, clock, source: offerSource(http, () => clock.now) };
}

describe('offerSource', () => {
  it('reads GET /api/plus/offer once for a few minutes, then again', async () => {
    const { asked, clock, source } = fakeServer(
      () => jsonAnswer(200, priced),
      () => jsonAnswer(200, { payments: false, options: [] }),
    );
    expect(source.known()).toBeUndefined();
    await expect(Promise.all([source.read(), source.read()])).resolves.toEqual([priced, priced]);
    expect(asked).toEqual(['/api/plus/offer']);
    expect(source.known()).toEqual(priced);

    clock.now += 6 * 60 * 1000;
    await expect(source.read()).resolves.toEqual({ payments: false, options: [] });
    expect(asked).toHaveLength(2);
  });

  it('keeps no failed read: the next asks again, and the last offer read is still known', async () => {
    const { asked, source } = fakeServer(
      () => jsonAnswer(503, { statusCode: 503, message: 'Down' }),
      () => jsonAnswer(200, { payments: 'yes' }),
      () => jsonAnswer(200, priced),
    );
    await expect(source.read()).rejects.toBeInstanceOf(HTTPError);
    // An answer the contract does not describe is refused at the edge.
    await expect(source.read()).rejects.toBeInstanceOf(UnexpectedAnswer);
    await expect(source.read()).resolves.toEqual(priced);
    expect(asked).toHaveLength(3);
  });
});
