import type { ResponsePromise } from 'ky';
import type { z } from 'zod';
import { ErrorText } from '../../contract/error-texts';

/**
 * An answer's schema, or a loader of one: most are loaded on first use, so zod stays out of the
 * first page's JavaScript.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/** The server answered with something its contract does not describe. */
export class UnexpectedAnswer extends Error {
  constructor() {
    super(ErrorText.unexpectedResponse);
    this.name = 'UnexpectedAnswer';
  }
}

/**
 * The page's one way to take an answer: its JSON, checked against the contract's schema (the
 * edge of the page). HTTP errors and timeouts are ky's; a wrong shape is an UnexpectedAnswer.
 */
export async function answerOf<T>(request: ResponsePromise, schema: SchemaSource<T>): Promise<T> {
  const body: unknown = await request.json();
  const parsed = (typeof schema === 'function' ? await schema() : schema).safeParse(body);
  if (!parsed.success) throw new UnexpectedAnswer();
  return parsed.data;
}
