import { describe, expect, it } from 'vitest';
import { classify } from '../../../local-store/classify';
import { createXhrUpload } from './xhr-upload';

type Handler = (() => void) | null;

/** Enough of XMLHttpRequest to play a request out: the test says what the network does. */
class FakeXhr {
  opened: [string, string] | undefined;
  headers: Record<string, string> = {};
  sent: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  upload: { onprogress: ((event: ProgressEventInit) => void) | null } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  answer(status: number, body: string, headers = '') {
    Object.assign(this, { status, statusText: 'x', responseText: body, responseHeaders: headers });
    this.onload?.();
  }
}

function setup() {
  const xhr = new FakeXhr();
  const upload = createXhrUpload(() => xhr as unknown as XMLHttpRequest);
  const form = new FormData();
  form.append('notes', 'a photo');
  const fractions: number[] = [];
  const answer = upload(
    {
      url: 'http://ritual.test/api/entries',
      method: 'POST',
      headers: { authorization: 'Bearer t1', 'Idempotency-Key': 'm1' },
      body: form,
    },
    (fraction) => fractions.push(fraction),
  );
  return { xhr, form, fractions, answer };
}

describe('createXhrUpload', () => {
  it('sends the form with the token and the Idempotency-Key, reporting the bytes that left', async () => {
    const { xhr, form, fractions, answer } = setup();
    expect(xhr.opened).toEqual(['POST', 'http://ritual.test/api/entries']);
    expect(xhr.headers).toEqual({ authorization: 'Bearer t1', 'Idempotency-Key': 'm1' });
    expect(xhr.sent).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 250, total: 1000 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 500, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 });
    xhr.answer(201, '{"id":"e1"}', 'Content-Type: application/json\r\nX-Ref: 7\r\n');
    expect(fractions).toEqual([0.25, 1]);
    expect(await classify(await answer)).toEqual({
      kind: 'done',
      status: 201,
      body: { id: 'e1' },
    });
  });

  it('keeps what classify needs from a refusal: the status, the message and Retry-After', async () => {
    const refused = setup();
    refused.xhr.answer(
      402,
      '{"statusCode":402,"message":"Free limit reached."}',
      'content-type: application/json',
    );
    expect(await classify(await refused.answer)).toEqual({
      kind: 'refused',
      status: 402,
      message: 'Free limit reached.',
    });
    const busy = setup();
    busy.xhr.answer(503, '', 'Retry-After: 4');
    expect(await classify(await busy.answer)).toMatchObject({ kind: 'retry', retryAfterMs: 4000 });
    const empty = setup();
    empty.xhr.answer(204, '');
    expect(await classify(await empty.answer)).toEqual({ kind: 'done', status: 204, body: null });
  });

  it('fails like fetch when no answer comes back', async () => {
    const { xhr, answer } = setup();
    xhr.onerror?.();
    await expect(answer).rejects.toThrow('Network Error');
  });
});
