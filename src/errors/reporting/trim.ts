import { ClientErrorLimits } from '../../../contract/client-error-limits';
import type {
  ClientErrorExtra,
  ClientErrorReport,
  ExtraLeaf,
  ExtraSecondLevel,
  ExtraThirdLevel,
} from '../../../contract/client-errors';

/** A text cut to docs/product.md §9's 250 characters, marked where it was cut. */
export function clip(text: string, max: number = ClientErrorLimits.valueLength): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The first 50 lines of a stack trace, each clipped; none when there is no trace. */
export function stackLines(stack: string | undefined): string[] | undefined {
  if (!stack) return undefined;
  const lines = stack
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '');
  return lines.slice(0, ClientErrorLimits.stackLines).map((line) => clip(line));
}

/** Errors and dates read as one value, not as objects of their (unhelpful) properties. */
const isNested = (value: unknown): value is object =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Error) &&
  !(value instanceof Date);

function ownEntries(value: object): [string, unknown][] {
  try {
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index): [string, unknown] => [String(index), item])
      : Object.entries(value);
    return entries.slice(0, ClientErrorLimits.entries);
  } catch {
    // A getter that throws: the object says nothing rather than breaking the report.
    return [];
  }
}

function leaf(value: unknown): ExtraLeaf {
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'string':
      return clip(value);
    case 'undefined':
      return '[undefined]';
    case 'function':
      return `[Function ${value.name || 'anonymous'}]`;
    case 'bigint':
    case 'symbol':
      return clip(value.toString());
  }
  if (value === null) return null;
  if (value instanceof Error) return clip(`${value.name}: ${value.message}`);
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  return Array.isArray(value) ? '[Array]' : '[Object]';
}

function nested<T>(value: object, inner: (item: unknown) => T): T[] | Record<string, T> {
  if (Array.isArray(value)) return ownEntries(value).map(([, item]) => inner(item));
  return Object.fromEntries(ownEntries(value).map(([key, item]) => [clip(key), inner(item)]));
}

const thirdLevel = (value: unknown): ExtraThirdLevel =>
  isNested(value) ? nested(value, leaf) : leaf(value);
const secondLevel = (value: unknown): ExtraSecondLevel =>
  isNested(value) ? nested(value, thirdLevel) : leaf(value);

/**
 * docs/product.md §9's depth 3: `extra` and two levels of objects below it keep their shape; anything deeper
 * reads '[Object]' or '[Array]'. Texts are clipped and long objects cut to their first entries.
 */
export function flattenExtra(extra: Record<string, unknown>): ClientErrorExtra {
  return Object.fromEntries(
    ownEntries(extra).map(([key, value]) => [clip(key), secondLevel(value)]),
  );
}

const bytesOf = (report: ClientErrorReport) =>
  new TextEncoder().encode(JSON.stringify(report)).length;

/**
 * A report the server's body limit lets through: first `extra` goes, then the oldest half of the
 * breadcrumbs at a time, then the stack. The message, page and time always stay.
 */
export function fitToBudget(
  report: ClientErrorReport,
  maxBytes: number = ClientErrorLimits.bodyBytes,
): ClientErrorReport {
  if (bytesOf(report) <= maxBytes) return report;
  let fitted: ClientErrorReport = { ...report };
  delete fitted.extra;
  while (bytesOf(fitted) > maxBytes && fitted.breadcrumbs.length > 0)
    fitted = {
      ...fitted,
      breadcrumbs: fitted.breadcrumbs.slice(Math.ceil(fitted.breadcrumbs.length / 2)),
    };
  if (bytesOf(fitted) > maxBytes) delete fitted.stack;
  return fitted;
}
