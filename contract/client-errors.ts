import { z } from 'zod';
import { BREADCRUMB_CATEGORIES, ClientErrorLimits } from './client-error-limits.js';

export { ClientErrorLimits } from './client-error-limits.js';

const { valueLength } = ClientErrorLimits;
const Text = z.string().max(valueLength, `must be at most ${valueLength} characters`);
const tooMany = (limit: number) => `must have at most ${limit} entries`;

export { BREADCRUMB_CATEGORIES, type BreadcrumbCategory } from './client-error-limits.js';

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
  /** the route's page name (docs/product.md §2), e.g. 'slug-journal' */
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
