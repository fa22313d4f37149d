import type { KyInstance } from 'ky';
import { ClientErrorLimits } from '../../../contract/client-error-limits';
import type { ClientErrorReport } from '../../../contract/client-errors';
import type { SendOutcome } from '../error-reporter';

/**
 * POST /api/client-errors with docs/product.md §9's 2000 ms timeout. A 4xx other than 429 will never be
 * taken, so that report is dropped; the network, a timeout, 429 and 5xx keep it for later.
 */
export function reportSender(client: KyInstance) {
  return async (report: ClientErrorReport): Promise<SendOutcome> => {
    try {
      const answer = await client.post('client-errors', {
        json: report,
        timeout: ClientErrorLimits.timeoutMs,
      });
      if (answer.ok) return { type: 'sent' };
      if (answer.status === 429 || answer.status >= 500) {
        const seconds = Number(answer.headers.get('retry-after'));
        return seconds > 0 ? { type: 'later', retryAfterMs: seconds * 1000 } : { type: 'later' };
      }
      return { type: 'refused', status: answer.status };
    } catch {
      return { type: 'later' };
    }
  };
}
