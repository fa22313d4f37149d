import type { TestServer } from '../test/harness.js';
import type { FuzzRequest } from './fuzz-requests.js';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** Send as a client would; a request the server never answers counts as an answer of 0. */
export async function send(server: TestServer, request: FuzzRequest): Promise<Answer> {
  try {
    const response = await server.app.request(request.path, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  } catch (error) {
    return { status: 0, contentType: '', text: `threw: ${String(error)}` };
  }
}

/** A stack frame, or the words of SQL or of a database's own errors, in what a client reads. */
const LEAK =
  /\n\s+at |at \S+ \(.*:\d+:\d+\)|\.[jt]s:\d+|node_modules|SQLITE_|sqlite|postgres|drizzle|Failed query|syntax error|violates|duplicate key|relation "|\bselect\s+["*]|\binsert into\s+"|\bupdate\s+"\w+"\s+set\b|\bdelete from\s+"|TypeError|RangeError|ReferenceError|undefined is not|cannot read prop/i;

/** Whether the URL, once resolved, is still an /api path (only those owe a JSON error). */
const isApi = (path: string) => new URL(path, 'http://ritual.test').pathname.startsWith('/api/');

/** What is wrong with an answer, or undefined when it is an answer the API may give. */
export function fault(request: FuzzRequest, answer: Answer): string | undefined {
  if (answer.status === 0) return 'no answer';
  const documented = request.route.documented5xx.includes(answer.status);
  if (answer.status >= 500 && !documented) return 'server error';
  if (answer.status < 400 || !isApi(request.path)) return undefined;
  if (!answer.contentType.includes('application/json')) return 'error is not JSON';
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'error body does not parse';
  }
  const { statusCode, message } = (body ?? {}) as { statusCode?: unknown; message?: unknown };
  if (statusCode !== answer.status) return 'statusCode differs from the HTTP status';
  if (typeof message !== 'string' || message.trim() === '') return 'message is not a sentence';
  if (LEAK.test(message)) return 'message leaks internals';
  return undefined;
}

export interface Offence {
  request: FuzzRequest;
  answer: Answer;
  fault: string;
}

const cut = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

/** Full detail for the first few, one line each for the rest (up to a bound on the message). */
const DETAILED = 20;
const LISTED = 300;

/** The failure message: the seed to replay with, then each offending request and its answer. */
export function report(seed: number, sent: number, offences: Offence[], log: string[]): string {
  const lines = offences.slice(0, LISTED).map(({ request, answer, fault }, i) => {
    const line = `- ${fault}: ${request.method} ${cut(request.path, 160)} as ${request.identity}; body ${cut(JSON.stringify(request.excerpt), 200)} -> ${answer.status} ${cut(answer.text, 300)}`;
    if (i >= DETAILED) return line;
    const ref = /"ref":"([^"]+)"/.exec(answer.text)?.[1];
    const logged = ref ? log.find((entry) => entry.includes(ref)) : undefined;
    return [
      line,
      `    headers: ${cut(JSON.stringify(request.headers), 200)}`,
      ...(logged ? [`    server log: ${cut(logged, 600)}`] : []),
    ].join('\n');
  });
  const kinds = new Map<string, number>();
  for (const { request, answer, fault } of offences) {
    const kind = `${fault} (${answer.status}) on ${request.method} ${request.route.path}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [
    `${offences.length} of ${sent} fuzzed requests got a bad answer (seed ${seed}).`,
    ...[...kinds].map(([kind, n]) => `  ${n} × ${kind}`),
    `Replay with FUZZ_SEED=${seed} npx vitest run server/reliability/fuzz.test.ts`,
    ...lines,
    ...(offences.length > LISTED ? [`… and ${offences.length - LISTED} more`] : []),
  ].join('\n');
}
