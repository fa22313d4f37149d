/** The texts of docs/product.md §8. The page's message helper and the server's error bodies use these words. */
export const ErrorText = {
  network: 'Network Error',
  unavailable:
    'Network Error: We are solving this. Please refresh or close/open the app as a temporary fix.',
  server: 'Something went wrong.',
  notFound: 'The requested resource could not be found.',
  accessDenied: 'Access Denied',
  unexpectedResponse: 'An unexpected error occurred while processing your request.',
  unexpected: 'An unexpected error occurred.',
  invalidFileType: 'Invalid file type',
  unidentifiedFileType: 'The file type could not be identified.',
  pageNotFound: 'This page could not be found.',
} as const;

/**
 * What a 429 says: what there was too much of, then `tryAgainIn` its Retry-After. The words are
 * the same for everyone who asks, so they never tell whether an account or an email is known.
 */
export const TooManyText = {
  signIn: 'Too many sign-in attempts.',
  passwordChecks: 'Too many wrong passwords.',
  signUps: 'Too many new accounts from your network.',
  passwordResets: 'Too many password reset requests from your network.',
  emailChanges: 'Too many changes of your email address.',
  userSearches: 'Too many searches for people.',
  entrySearches: 'Too many searches of entries.',
  chatMessages: 'Too many chat messages.',
  comments: 'Too many comments.',
  invitations: 'Too many invitations.',
  events: 'Too many events at once.',
  clientErrors: 'Too many error reports at once.',
  testflight: 'Too many TestFlight sign-ups.',
  pushSubscriptions: 'Too many push subscriptions.',
  snoozes: 'Too many snoozed reminders.',
} as const;

/** 'Please try again in 1 second.', '… in 4 minutes.', '… in 2 hours.': rounded up. */
export function tryAgainIn(seconds: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const when =
    seconds <= 90
      ? count(Math.max(1, Math.ceil(seconds)), 'second')
      : seconds <= 90 * 60
        ? count(Math.ceil(seconds / 60), 'minute')
        : count(Math.ceil(seconds / 3600), 'hour');
  return `Please try again in ${when}.`;
}
