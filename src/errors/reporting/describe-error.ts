import { HTTPError } from 'ky';

/** What a report says about the thrown value, before any clipping. */
export interface DescribedError {
  message: string;
  name?: string;
  stack?: string;
  /** the `ref` of the server answer behind it (5xx answers carry one, also in the server log) */
  ref?: string;
  status?: number;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function statusIn(value: Record<string, unknown>): number | undefined {
  const status = value.status ?? value.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599
    ? status
    : undefined;
}

async function answerOf(error: HTTPError): Promise<Record<string, unknown>> {
  if (!error.response.headers.get('content-type')?.includes('json')) return {};
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => undefined);
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

function shapeOf(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * Whatever was thrown, as a message, a name, a stack and, for an answer of Ritual's API, its status
 * and ref. Anything can be thrown in JavaScript, so nothing here assumes an Error.
 */
export async function describeError(thrown: unknown): Promise<DescribedError> {
  if (thrown instanceof HTTPError) {
    const answer = await answerOf(thrown);
    const ref = text(answer.ref);
    return {
      message: thrown.message || `HTTP ${thrown.response.status}`,
      name: thrown.name,
      ...(thrown.stack ? { stack: thrown.stack } : {}),
      status: thrown.response.status,
      ...(ref ? { ref } : {}),
    };
  }
  if (typeof thrown === 'string') return { message: thrown || 'Error' };
  if (thrown === null || typeof thrown !== 'object') return { message: String(thrown) };

  const fields = thrown as Record<string, unknown>;
  const name = text(fields.name);
  const stack = text(fields.stack);
  const ref = text(fields.ref);
  const status = statusIn(fields);
  return {
    message:
      text(fields.message) ?? (thrown instanceof Error ? (name ?? 'Error') : shapeOf(thrown)),
    ...(name ? { name } : {}),
    ...(stack ? { stack } : {}),
    ...(ref ? { ref } : {}),
    ...(status !== undefined ? { status } : {}),
  };
}
