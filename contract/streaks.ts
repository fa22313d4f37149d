import { ENTRY_TYPES, type EntryType } from './uploads.js';
import type { Stats } from './stats.js';

/**
 * Streaks and day counts of entries, computed the same way on the page (offline, from IndexedDB)
 * and on the server. Pure: the time zone and "now" come in as arguments; only Intl is used.
 *
 * An entry counts for a calendar day in the user's time zone, or for its streakDate when set. A
 * streak is a run of consecutive days with at least one entry. Today's streak is not broken
 * until today has ended, so a run ending yesterday still counts as current. Days after today
 * (a streakDate set ahead) appear in the day counts but in no streak: they have not happened.
 */

export interface StreakEntry {
  /** ISO 8601 or epoch milliseconds */
  created_at: string | number;
  /** YYYY-MM-DD: the day the entry counts for, when it differs from the day it was made */
  streakDate?: string | null | undefined;
  journal_id: string;
  type: EntryType;
}

export interface StreakRun {
  start: string;
  end: string;
  length: number;
}

export interface Streak {
  current: number;
  longest: number;
  /** the most recent run, even when broken; null without entries */
  last: StreakRun | null;
  /** whether today already has an entry */
  today: boolean;
}

export interface JournalSummary extends Streak {
  entries: number;
  days: number;
}

export interface EntrySummary {
  /** the time zone used: the one asked for, or UTC when that is not a zone Intl knows */
  timezone: string;
  today: string;
  totals: { entries: number; journals: number; days: number };
  /** day → entries, for a calendar heatmap */
  perDay: Record<string, number>;
  perType: Record<EntryType, number>;
  streak: Streak;
  /** journal id → that journal's counts and streak */
  journals: Record<string, JournalSummary>;
}

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Enough for every zone name Intl knows; a flood of odd spellings only empties the cache. */
const MAX_CACHED_ZONES = 1000;
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the zone's wall-clock time, or undefined for a name Intl does not know. */
function wallClock(timeZone: string): Intl.DateTimeFormat | undefined {
  let format = wallClocks.get(timeZone);
  if (format) return format;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return undefined;
  }
  if (wallClocks.size >= MAX_CACHED_ZONES) wallClocks.clear();
  wallClocks.set(timeZone, format);
  return format;
}

/** The zone's name as given, or 'UTC' when Intl does not know it. */
export function validTimeZone(timeZone: string | null | undefined): string {
  return timeZone && wallClock(timeZone) ? timeZone : 'UTC';
}

/** The wall-clock time in the zone at `ms`, to the second, written as if it were a UTC time. */
function wallTime(format: Intl.DateTimeFormat, ms: number): number {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of format.formatToParts(ms)) part[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Day arithmetic on dates, in UTC where every day has 24 hours, so DST never shifts a day. */
export function addDays(day: string, days: number): string {
  return isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

const isDay = (value: string) => DAY_PATTERN.test(value) && addDays(value, 0) === value;

function toMs(time: string | number | Date): number {
  if (typeof time === 'number') return time;
  return typeof time === 'string' ? Date.parse(time) : time.getTime();
}

/**
 * Reads the calendar day of moments in one zone. A zone keeps one offset through most UTC days,
 * so Intl is asked twice per UTC day (its first and last moment) instead of once per entry; on a
 * day whose offset changes (a DST switch) each moment is read on its own. This assumes no zone
 * changes its offset and back again within one day, which none does.
 */
function dayReader(timeZone: string): (ms: number) => string {
  const format = wallClock(timeZone) ?? wallClock('UTC')!;
  const offsetAt = (ms: number) => wallTime(format, ms) - Math.floor(ms / 1000) * 1000;
  const steadyOffsets = new Map<number, number | null>();
  return (ms) => {
    const utcDay = Math.floor(ms / DAY_MS);
    let offset = steadyOffsets.get(utcDay);
    if (offset === undefined) {
      const first = offsetAt(utcDay * DAY_MS);
      offset = first === offsetAt(utcDay * DAY_MS + DAY_MS - 1) ? first : null;
      steadyOffsets.set(utcDay, offset);
    }
    return isoDay(offset === null ? wallTime(format, ms) : ms + offset);
  };
}

/** The calendar day (YYYY-MM-DD) of a moment in a time zone (UTC when the name is unknown). */
export function dayInZone(time: string | number | Date, timeZone: string): string {
  const ms = toMs(time);
  if (!Number.isFinite(ms)) throw new RangeError('The time is not a valid date.');
  return dayReader(validTimeZone(timeZone))(ms);
}

/** The day an entry counts for: its streakDate, else the day it was made; null when it has neither. */
function entryDay(entry: StreakEntry, dayOf: (ms: number) => string): string | null {
  if (entry.streakDate && isDay(entry.streakDate)) return entry.streakDate;
  const ms = toMs(entry.created_at);
  return Number.isFinite(ms) ? dayOf(ms) : null;
}

/** The streaks of a set of days with entries, as they stand on `today`. */
export function streakOf(days: Iterable<string>, today: string): Streak {
  const past = [...new Set(days)].filter((day) => day <= today).sort();
  let start = '';
  let end = '';
  let length = 0;
  let longest = 0;
  for (const day of past) {
    if (length > 0 && addDays(end, 1) === day) length += 1;
    else {
      start = day;
      length = 1;
    }
    end = day;
    longest = Math.max(longest, length);
  }
  if (length === 0) return { current: 0, longest: 0, last: null, today: false };
  const unbroken = end === today || end === addDays(today, -1);
  return {
    current: unbroken ? length : 0,
    longest,
    last: { start, end, length },
    today: end === today,
  };
}

/** Day counts, type counts and streaks of entries, overall and per journal. */
export function summarizeEntries(
  entries: Iterable<StreakEntry>,
  options: { timeZone: string | null | undefined; now: string | number | Date },
): EntrySummary {
  const timezone = validTimeZone(options.timeZone);
  const now = toMs(options.now);
  if (!Number.isFinite(now)) throw new RangeError('now is not a valid date.');
  const dayOf = dayReader(timezone);
  const today = dayOf(now);
  const perDay: Record<string, number> = {};
  const perType = Object.fromEntries(ENTRY_TYPES.map((type) => [type, 0])) as Record<
    EntryType,
    number
  >;
  const byJournal = new Map<string, { entries: number; days: Set<string> }>();
  let total = 0;
  for (const entry of entries) {
    const day = entryDay(entry, dayOf);
    if (day === null) continue;
    total += 1;
    perDay[day] = (perDay[day] ?? 0) + 1;
    perType[entry.type] += 1;
    const journal = byJournal.get(entry.journal_id) ?? { entries: 0, days: new Set<string>() };
    journal.entries += 1;
    journal.days.add(day);
    byJournal.set(entry.journal_id, journal);
  }
  const journals: Record<string, JournalSummary> = {};
  for (const [id, journal] of byJournal)
    journals[id] = {
      entries: journal.entries,
      days: journal.days.size,
      ...streakOf(journal.days, today),
    };
  const days = Object.keys(perDay);
  return {
    timezone,
    today,
    totals: { entries: total, journals: byJournal.size, days: days.length },
    perDay,
    perType,
    streak: streakOf(days, today),
    journals,
  };
}

/**
 * The stats answer (GET /users/stats/, and the page's offline twin) from a summary and the
 * journals to list: each journal's counts, most entries first, then by title.
 */
export function statsFromSummary(
  summary: EntrySummary,
  journals: Iterable<{ id: string; title: string }>,
): Stats {
  const perJournal = [...journals]
    .map((journal) => {
      const counted = summary.journals[journal.id];
      return {
        journal_id: journal.id,
        title: journal.title,
        entries: counted?.entries ?? 0,
        current: counted?.current ?? 0,
        longest: counted?.longest ?? 0,
      };
    })
    .sort((a, b) => b.entries - a.entries || a.title.localeCompare(b.title));
  return {
    timezone: summary.timezone,
    totals: summary.totals,
    perDay: summary.perDay,
    perType: summary.perType,
    streak: summary.streak,
    journals: perJournal,
  };
}
