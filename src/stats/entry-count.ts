/** '1 entry', '3 entries': the count words every stats drawing uses. */
export function entryCount(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'}`;
}
