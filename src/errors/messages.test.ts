import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { ErrorText } from '../../contract/errors';
import { errorMessage, plainWords, requestFailureOf } from './messages';

const body = (message: string) => ({ statusCode: 0, message });

describe('errorMessage', () => {
  it("says 'Network Error' when the server was never reached", () => {
    expect(errorMessage({ network: true, message: 'Failed to fetch' })).toBe('Network Error');
  });

  it('asks to refresh on 503', () => {
    expect(errorMessage({ status: 503, body: body('down') })).toBe(
      'Network Error: We are solving this. Please refresh or close/open the app as a temporary fix.',
    );
  });

  it('hides server details of other 5xx answers', () => {
    expect(errorMessage({ status: 500, body: body('SQLITE_BUSY') })).toBe('Something went wrong.');
    expect(errorMessage({ status: 502 })).toBe('Something went wrong.');
  });

  it("shows a 501's own message: payments not configured is something the user can act on", () => {
    expect(
      errorMessage({ status: 501, body: body('Payments are not configured on this server.') }),
    ).toBe('Payments are not configured on this server.');
    expect(errorMessage({ status: 501 })).toBe('Something went wrong.');
  });

  it('uses the server message on 404, else says the resource was not found', () => {
    expect(errorMessage({ status: 404, body: body('Journal not found.') })).toBe(
      'Journal not found.',
    );
    expect(errorMessage({ status: 404 })).toBe('The requested resource could not be found.');
  });

  it.each([401, 403])("uses the server message on %i, else 'Access Denied'", (status) => {
    expect(errorMessage({ status, body: body('Sign in first.') })).toBe('Sign in first.');
    expect(errorMessage({ status, body: 'not json' })).toBe('Access Denied');
  });

  it('uses the server message on other answers, else a generic one', () => {
    expect(errorMessage({ status: 422, body: body('Title is required.') })).toBe(
      'Title is required.',
    );
    expect(errorMessage({ status: 400, body: { message: '' } })).toBe(
      'An unexpected error occurred while processing your request.',
    );
  });

  it("uses the error's own message when there was no answer", () => {
    expect(errorMessage({ message: 'The operation was aborted.' })).toBe(
      'The operation was aborted.',
    );
    expect(errorMessage({})).toBe('An unexpected error occurred.');
  });
});

describe('requestFailureOf with ky', () => {
  const failureOf = async (fetchFn: typeof fetch, timeout: number | false = false) => {
    const error: unknown = await ky
      .get('https://ritual.test/api/journals', { fetch: fetchFn, retry: 0, timeout })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    return requestFailureOf(error);
  };

  it("reads the status and the server's JSON message of an HTTPError", async () => {
    const failure = await failureOf(() =>
      Promise.resolve(Response.json(body('Journal not found.'), { status: 404 })),
    );
    expect(failure).toMatchObject({ status: 404 });
    expect(errorMessage(failure)).toBe('Journal not found.');
  });

  it('ignores a body that is not JSON', async () => {
    const failure = await failureOf(() =>
      Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 403 })),
    );
    expect(errorMessage(failure)).toBe(ErrorText.accessDenied);
  });

  it('counts a failed fetch as a network error', async () => {
    const failure = await failureOf(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(errorMessage(failure)).toBe('Network Error');
  });

  it('counts a timeout as a network error', async () => {
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const failure = await failureOf(never, 1);
    expect(errorMessage(failure)).toBe('Network Error');
  });

  it('keeps the message of any other error', async () => {
    expect(errorMessage(await requestFailureOf(new Error('Quota exceeded')))).toBe(
      'Quota exceeded',
    );
    expect(errorMessage(await requestFailureOf('weird'))).toBe(ErrorText.unexpected);
  });

  it('shows a refused input’s sentences without the field names the API adds for its callers', () => {
    const refused = 'password: Password must be at least 8 characters.; email: Enter an email.';
    expect(errorMessage({ status: 422, body: body(refused) })).toBe(
      'Password must be at least 8 characters. Enter an email.',
    );
    expect(plainWords('writes.0.body.title: Please give the journal a title.')).toBe(
      'Please give the journal a title.',
    );
    // a sentence that merely has a colon in it stays whole
    expect(plainWords('Wrong password: try again.')).toBe('Wrong password: try again.');
  });
});
