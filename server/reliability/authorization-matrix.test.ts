import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../test/harness.js';
import { accountRows } from './authorization-account-rows.js';
import { membershipRows } from './authorization-membership-rows.js';
import { pushRows } from './authorization-push-rows.js';
import { journalRows, publicJournalRows } from './authorization-rows.js';
import { ACTORS, type Actor, type Row } from './authorization-table.js';
import { buildWorld, signInAgain, type World } from './authorization-world.js';

/**
 * Issue 9, item 3: every route of openapi.json, tried as a visitor, a stranger, a collaborator,
 * the owner and an admin, against real records, answers the status the table expects; every
 * refusal is the JSON error of docs/decisions.md #13. The server's page cache is warm throughout.
 */
const ROWS: Row[] = [
  ...journalRows,
  ...publicJournalRows,
  ...membershipRows,
  ...accountRows,
  ...pushRows,
];

interface Answer {
  row: Row;
  actor: Actor;
  status: number;
  body: unknown;
  text: string;
}

function pathOf(route: string, params: Record<string, string> = {}, query = {}) {
  const path = route.slice(route.indexOf(' ') + 1).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** One row as one actor; a broken factory is reported as that cell's answer, not a crash. */
async function ask(w: World, row: Row, actor: Actor): Promise<Answer> {
  try {
    const request = (await row.request?.(w, actor)) ?? {};
    const method = row.route.slice(0, row.route.indexOf(' '));
    const res = await w.server.call(method, pathOf(row.route, request.params, request.query), {
      ...(actor === 'visitor' ? {} : { token: w.accounts[actor].token }),
      ...(request.json !== undefined ? { json: request.json } : {}),
      ...(request.body !== undefined ? { body: request.body } : {}),
      ...(request.headers ? { headers: request.headers } : {}),
    });
    if (row.signsOut && res.status < 300) await signInAgain(w, actor);
    return { row, actor, status: res.status, body: res.body, text: res.text.slice(0, 200) };
  } catch (error) {
    return { row, actor, status: 0, body: undefined, text: String(error) };
  }
}

const nameOf = ({ row, actor }: Answer) => `${row.route}${row.on ? ` (${row.on})` : ''} ${actor}`;

/** The refusal's message, or what came instead of one. */
function messageOf(answer: Answer): string {
  const message = (answer.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : answer.text;
}

describe(`authorization matrix: every route × visitor, other, collaborator, owner, admin (${testDialect})`, () => {
  let w: World;
  /** `METHOD /path` → the statuses openapi.json says it answers */
  let documented: Map<string, string[]>;
  const answers: Answer[] = [];

  beforeAll(async () => {
    w = await buildWorld();
    const spec = await w.server.call('GET', '/api/openapi.json');
    type Operations = Record<string, { responses: Record<string, unknown> }>;
    documented = new Map(
      Object.entries(spec.body.paths as Record<string, Operations>).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => [
          `${method.toUpperCase()} ${path}`,
          Object.keys(operation.responses),
        ]),
      ),
    );
    // The page cache warm (issue 22): every read asked first by each actor, the most trusted
    // first, so a served answer kept for an owner or admin would reach whoever asks after them.
    for (const row of ROWS.filter((one) => one.route.startsWith('GET ')))
      for (const actor of [...ACTORS].reverse()) await ask(w, row, actor);
    // One at a time: rows change shared state (sessions, logs) that later rows read.
    for (const row of ROWS) for (const actor of ACTORS) answers.push(await ask(w, row, actor));
  });
  afterAll(() => w?.close());

  it('has a row for every route openapi.json describes, and none for a route it does not', () => {
    const inTable = new Set(ROWS.map((row) => row.route));
    const withoutRow = [...documented.keys()].filter((route) => !inTable.has(route));
    const unknown = [...inTable].filter((route) => !documented.has(route));
    expect({ withoutRow, unknown }).toEqual({ withoutRow: [], unknown: [] });
  });

  it('answers each route and actor with the expected status', () => {
    const wrong = answers
      .filter(({ row, actor, status }) => status !== row.expect[ACTORS.indexOf(actor)])
      .map((a) => {
        const expected = a.row.expect[ACTORS.indexOf(a.actor)];
        return `${nameOf(a)}: expected ${expected}, got ${a.status} (${messageOf(a)})`;
      });
    expect(wrong, `${wrong.length} of ${answers.length} answers differ`).toEqual([]);
  });

  it('lists a record only to those who may read it', () => {
    const wrong = answers
      .filter(({ row, actor, body }) => {
        if (!row.holds) return false;
        const named = JSON.stringify(body ?? null).includes(row.holds.record(w));
        return named !== row.holds.expect[ACTORS.indexOf(actor)];
      })
      .map((a) => {
        const held = a.row.holds!.expect[ACTORS.indexOf(a.actor)];
        return `${nameOf(a)}: expected ${held ? '' : 'not '}to hold the record`;
      });
    expect(wrong).toEqual([]);
  });

  it('answers only statuses openapi.json documents for the route', () => {
    const undocumented = answers
      .filter(({ row, status }) => !documented.get(row.route)?.includes(String(status)))
      .map((a) => `${nameOf(a)}: ${a.status} is not among its documented answers`);
    expect(undocumented).toEqual([]);
  });

  it('refuses only with JSON {statusCode, message} whose statusCode is the HTTP status', () => {
    const malformed = answers
      .filter(({ status }) => status >= 400)
      .filter(({ status, body }) => {
        const error = body as { statusCode?: unknown; message?: unknown } | undefined;
        return error?.statusCode !== status || typeof error.message !== 'string' || !error.message;
      })
      .map((a) => `${nameOf(a)}: ${a.status} ${a.text}`);
    expect(malformed).toEqual([]);
  });
});
