/** Formatting options, passed in so tests read the same text on every machine. */
export interface TimeFormat {
  locale?: string;
  timeZone?: string;
}

const dayOf = (date: Date, timeZone: string | undefined) =>
  date.toLocaleDateString('en-CA', timeZone ? { timeZone } : {});

/**
 * When a message was sent, as a chat shows it: the time of day for today's messages, else the
 * date (with the year when it is not this year's).
 */
export function messageTime(iso: string, now: Date, format: TimeFormat = {}): string {
  const date = new Date(iso);
  const zone = format.timeZone ? { timeZone: format.timeZone } : {};
  if (dayOf(date, format.timeZone) === dayOf(now, format.timeZone))
    return date.toLocaleTimeString(format.locale, { hour: '2-digit', minute: '2-digit', ...zone });
  const sameYear =
    dayOf(date, format.timeZone).slice(0, 4) === dayOf(now, format.timeZone).slice(0, 4);
  return date.toLocaleDateString(format.locale, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    ...zone,
  });
}
