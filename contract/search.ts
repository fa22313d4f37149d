import { z } from 'zod';
import { ENTRY_TYPES } from './uploads.js';

/**
 * Finding entries by their words (docs/decisions.md #19): the same question and the same hit on
 * the device (the search worker over what this device holds) and on the server
 * (GET /api/search/entries, for what the device does not hold).
 */

/** The filters beside the words: one journal, one type, a range of days (inclusive, YYYY-MM-DD). */
export const EntrySearchFiltersSchema = z.object({
  journal: z.string().uuid().optional(),
  type: z.enum(ENTRY_TYPES).optional(),
  after: z.iso.date().optional(),
  before: z.iso.date().optional(),
});
export type EntrySearchFilters = z.infer<typeof EntrySearchFiltersSchema>;

/** GET /api/search/entries: `q` may hold `tag:word` or `#word` for a tag. */
export const EntrySearchQuerySchema = EntrySearchFiltersSchema.extend({
  q: z.string().trim().min(1, 'Type something to search for.').max(200),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type EntrySearchQuery = z.infer<typeof EntrySearchQuerySchema>;

/** A passage of the notes around what matched, with the matching words' [start, end) offsets. */
export const SnippetSchema = z.object({
  text: z.string(),
  marks: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])),
});
export type Snippet = z.infer<typeof SnippetSchema>;

/** One entry found: enough to show a line of results and open the entry. */
export const EntryHitSchema = z.object({
  id: z.string(),
  journal_id: z.string(),
  journal_title: z.string(),
  /** the journal's address: /:user/:journal */
  user: z.string(),
  journal_slug: z.string(),
  type: z.enum(ENTRY_TYPES),
  /** when it was written (ISO) */
  created_at: z.string(),
  private: z.boolean(),
  snippet: SnippetSchema,
  score: z.number(),
});
export type EntryHit = z.infer<typeof EntryHitSchema>;

export const EntrySearchPageSchema = z.object({
  entries: z.array(EntryHitSchema),
  /** pass back as `cursor` for more; null at the end */
  next: z.string().nullable(),
});
export type EntrySearchPage = z.infer<typeof EntrySearchPageSchema>;

/** A #tag and how many entries carry it. */
export const TagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export type TagCount = z.infer<typeof TagCountSchema>;
