import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { freePort } from './free-port.js';

/** One request that passed through, as the server would see it. */
export interface Passed {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** what the proxy answered itself, when it stood in for a failing server */
  injected?: number;
}

export interface FlakyProxy {
  url: string;
  /** every request so far, in order */
  passed: Passed[];
  /** the next `count` requests `matching` are answered with `status` instead of reaching the server */
  failNext(
    count: number,
    status: number,
    matching: (method: string, path: string) => boolean,
  ): void;
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of the real server, for what a real server does only when it is sick:
 * answering 500 a few times, then recovering. Everything else passes through untouched, so the
 * page, its service worker and the server are all the real ones.
 */
export async function startFlakyProxy(target: string): Promise<FlakyProxy> {
  const passed: Passed[] = [];
  let failures: { count: number; status: number; matching: (m: string, p: string) => boolean }[] =
    [];
  const upstream = new URL(target);
  const server: Server = createServer((incoming: IncomingMessage, outgoing) => {
    const method = incoming.method ?? 'GET';
    const path = incoming.url ?? '/';
    const key = incoming.headers['idempotency-key'];
    const record: Passed = {
      method,
      path,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    };
    passed.push(record);
    const failure = failures.find((each) => each.count > 0 && each.matching(method, path));
    if (failure) {
      failure.count -= 1;
      record.injected = failure.status;
      incoming.resume();
      outgoing.writeHead(failure.status, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ statusCode: failure.status, message: 'Internal error' }));
      return;
    }
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method,
        path,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    passed,
    failNext(count, status, matching) {
      failures = [...failures.filter((each) => each.count > 0), { count, status, matching }];
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
