import { z } from 'zod';

/**
 * A moment sent by a client: epoch milliseconds or an ISO 8601 string (with offset). Parsed to
 * epoch milliseconds; answers always carry ISO strings.
 */
export const ClientTimeSchema = z
  .union([z.number().int().min(0).max(8.64e15), z.iso.datetime({ offset: true })])
  .transform((value) => (typeof value === 'number' ? value : Date.parse(value)));

/** The same, arriving as a form field (always a string). */
export const ClientTimeFieldSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const parsed = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
    if (!Number.isFinite(parsed) || parsed < 0 || parsed > 8.64e15) {
      ctx.addIssue({ code: 'custom', message: 'must be a time (epoch ms or ISO 8601)' });
      return z.NEVER;
    }
    return parsed;
  });

/** A calendar day such as 2026-11-22 (the day an entry counts for in streaks). */
export const DaySchema = z.iso.date();
