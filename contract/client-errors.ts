import { z } from 'zod';

/**
 * SPEC §9's error reporting limits. The page trims its reports to them; the server refuses what
 * exceeds them, so one looping client cannot fill the log with megabytes.
 */
export const ClientErrorLimits = {
  /** reports kept while they cannot be sent; the oldest go first */
  queuedReports: 30,
  breadcrumbs: 100,
  /** characters of any one text: a message, a stack line, a breadcrumb, an extra value */
  valueLength: 250,
  /** levels of nested objects in `extra`; deeper ones read '[Object]' */
  depth: 3,
  /** entries kept of any one object or array in `extra` */
  entries: 50,
  /** how long one report may take to send, in ms */
  timeoutMs: 2000,
  stackLines: 50,
  /** bytes of one report as JSON */
  bodyBytes: 64 * 1024,
} as const;

const { valueLength } = ClientErrorLimits;
const Text = z.string().max(valueLength, `must be at most ${valueLength} characters`);
const tooMany = (limit: number) => `must have at most ${limit} entries`;

export const BREADCRUMB_CATEGORIES = ['navigation', 'sync', 'network', 'ui', 'error'] as const;
export type BreadcrumbCategory = (typeof BREADCRUMB_CATEGORIES)[number];

/** Something that happened shortly before the error: a route change, a sync signal, a click. */
export const BreadcrumbSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  category: z.enum(BREADCRUMB_CATEGORIES),
  message: Text,
});
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>;

const ExtraLeafSchema = z.union([Text, z.number(), z.boolean(), z.null()]);

/** An object or array of `inner`, with at most `entries` entries. */
function container<Inner extends z.ZodType>(inner: Inner) {
  const { entries } = ClientErrorLimits;
  return z.union([
    z.array(inner).max(entries, tooMany(entries)),
    z.record(Text, inner).refine((value) => Object.keys(value).length <= entries, tooMany(entries)),
  ]);
}

// Written out level by level: `extra` is the first object, so the third holds leaves only.
const ThirdLevelSchema = z.union([ExtraLeafSchema, container(ExtraLeafSchema)]);
const SecondLevelSchema = z.union([ExtraLeafSchema, container(ThirdLevelSchema)]);

export const ClientErrorExtraSchema = z
  .record(Text, SecondLevelSchema)
  .refine(
    (value) => Object.keys(value).length <= ClientErrorLimits.entries,
    tooMany(ClientErrorLimits.entries),
  );
export type ClientErrorExtra = z.infer<typeof ClientErrorExtraSchema>;
export type ExtraLeaf = z.infer<typeof ExtraLeafSchema>;
export type ExtraSecondLevel = z.infer<typeof SecondLevelSchema>;
export type ExtraThirdLevel = z.infer<typeof ThirdLevelSchema>;

/**
 * One error the page reports (POST /api/client-errors). Who sent it is the server's business: it
 * reads the user from the token and trusts nothing here about who the user is.
 */
export const ClientErrorReportSchema = z.object({
  message: Text.min(1, 'Please say what went wrong.'),
  name: Text.optional(),
  stack: z
    .array(Text)
    .max(ClientErrorLimits.stackLines, `must have at most ${ClientErrorLimits.stackLines} lines`)
    .optional(),
  /** where the page was, with the secrets of mailed links and share keys left out */
  path: Text.optional(),
  /** the route's page name (SPEC §2), e.g. 'slug-journal' */
  page: Text.optional(),
  /** the `ref` of the server answer that caused it, which is in the server's log too */
  ref: Text.optional(),
  /** the status of that answer */
  status: z.number().int().min(100).max(599).optional(),
  breadcrumbs: z
    .array(BreadcrumbSchema)
    .max(ClientErrorLimits.breadcrumbs, tooMany(ClientErrorLimits.breadcrumbs)),
  extra: ClientErrorExtraSchema.optional(),
  /** the client's clock when it happened */
  occurred_at: z.iso.datetime({ offset: true }),
  user_agent: Text.optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
