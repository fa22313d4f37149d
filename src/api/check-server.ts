/** Whether the server answered the last check. */
export type ServerAnswer = 'connected' | 'offline';

/** A hung connection counts as offline rather than leaving the page waiting forever. */
const CHECK_TIMEOUT_MS = 10_000;

/**
 * Asks the server who we are. Any HTTP answer, even 401 for a visitor, proves the server is
 * reachable; only a network failure or a timeout means offline.
 */
export async function checkServer(fetchFn: typeof fetch = fetch): Promise<ServerAnswer> {
  try {
    await fetchFn('/api/auth', {
      cache: 'no-store',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    return 'connected';
  } catch {
    return 'offline';
  }
}
