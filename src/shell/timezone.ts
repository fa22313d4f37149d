/**
 * docs/product.md §4: the timezone to store for the user, or null when the stored one already matches. A
 * browser that cannot name its zone (an empty guess) changes nothing.
 */
export function timezoneToStore(stored: string, guessed: string | undefined): string | null {
  if (!guessed || guessed === stored) return null;
  return guessed;
}

/** The browser's zone, e.g. 'Europe/Berlin'. */
export function guessTimezone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
