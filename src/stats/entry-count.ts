/** '1 entry', '3 entries': the count words every stats drawing uses. */
export function entryCount(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'}`;
}

/** '1 day', '4 days': a streak's length, on the daily log and in the stats. */
export function dayCount(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}
