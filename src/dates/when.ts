/**
 * The one way Ritual says when something happened, as people say it: "Today 11:49", "Yesterday",
 * "Mon 23 Nov", "23 Nov 2025". Days are calendar days in the person's time zone (docs/product.md
 * §4), so an entry made at 00:30 in Berlin is "Today" in Berlin whatever the device's zone.
 */
type Moment = Date | number | string;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone ?? ''}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    formats.set(key, formatter);
  }
  return formatter;
}

const toDate = (at: Moment) => (at instanceof Date ? at : new Date(at));

/** The calendar day of a moment in a zone, as YYYY-MM-DD. */
export function dayOf(at: Moment, timeZone?: string): string {
  const parts = format(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(toDate(at))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Whole calendar days from `day` to `today` (both YYYY-MM-DD): 0 today, 1 yesterday. */
function daysBetween(day: string, today: string): number {
  return Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000,
  );
}

const time = (at: Date, timeZone?: string) =>
  format(timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/** "Mon 23 Nov" this year, "23 Nov 2025" before. */
function calendarDate(at: Date, now: Date, timeZone?: string): string {
  const sameYear = dayOf(at, timeZone).slice(0, 4) === dayOf(now, timeZone).slice(0, 4);
  const options: Intl.DateTimeFormatOptions = sameYear
    ? { weekday: 'short', day: 'numeric', month: 'short' }
    : { day: 'numeric', month: 'short', year: 'numeric' };
  return format(timeZone, options).format(at).replace(',', '');
}

/** When something happened: "Today 11:49", "Yesterday", "Mon 23 Nov", "23 Nov 2025". */
export function formatWhen(at: Moment, now: Moment = Date.now(), timeZone?: string): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return '';
  const ago = daysBetween(dayOf(date, timeZone), dayOf(now, timeZone));
  if (ago === 0) return `Today ${time(date, timeZone)}`;
  if (ago === 1) return 'Yesterday';
  return calendarDate(date, toDate(now), timeZone);
}

/** A day's heading in a timeline: "Today", "Yesterday", "Mon 23 Nov", "23 Nov 2025". */
export function formatDay(day: Moment, now: Moment = Date.now(), timeZone?: string): string {
  const date =
    typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)
      ? new Date(`${day}T12:00:00Z`)
      : toDate(day);
  const zone = typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? 'UTC' : timeZone;
  const ago = daysBetween(dayOf(date, zone), dayOf(now, timeZone));
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  return calendarDate(date, toDate(now), zone);
}

/** The exact moment, for a tooltip or a screen reader: "Thursday 26 November 2026 at 11:49". */
export function formatExact(at: Moment, timeZone?: string): string {
  return format(timeZone, { dateStyle: 'full', timeStyle: 'short' }).format(toDate(at));
}
