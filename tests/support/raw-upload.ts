import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * A multipart upload written by hand over one socket, so a test decides when each byte leaves:
 * `send(chunk)` writes more of the file part, `finish()` closes the body. The answer may arrive
 * before the body is complete (a refusal), which `answer` reports.
 */
export function rawUpload(
  url: string,
  token: string,
  fields: Record<string, string>,
  file: { type: string; name: string },
) {
  const boundary = `----ritual${Date.now().toString(36)}`;
  const req = request(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  let answered = false;
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // A reset after the answer arrived is the server shedding the rest of a refused body.
    req.on('error', (error) => (answered ? undefined : reject(error)));
  });
  let head = '';
  for (const [name, value] of Object.entries(fields)) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  req.write(head);
  return {
    answer,
    /** Resolves when the chunk is out, or when the socket is gone (the server may close it after refusing). */
    send: (chunk: Buffer) =>
      new Promise<void>((resolve) => {
        if (req.destroyed || req.write(chunk)) return resolve();
        const done = () => {
          req.off('drain', done);
          req.off('close', done);
          resolve();
        };
        req.once('drain', done);
        req.once('close', done);
      }),
    finish: () => req.end(`\r\n--${boundary}--\r\n`),
    abort: () => req.destroy(),
  };
}
