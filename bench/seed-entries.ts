// Many entries on the server quickly, for benchmarks that need a large account: text entries
// written through POST /api/batch (contract/batch.ts), 100 a request, two requests in flight, each
// write going through the whole app as a device's replay does.
import type { ApiClient, Person } from '../tests/support/api-client.js';

const PER_BATCH = 100;
const IN_FLIGHT = 2;

/** Notes of a few sentences, varied a little, so an entry is the size of a real one. */
const SENTENCES = [
  'Practised the slow scales again, both hands, metronome at 72.',
  'Ten minutes of breathing before starting; it made the first run calmer.',
  'The left hand still rushes in the third bar.',
  'Recorded the piece once through and listened back.',
  'Short session today, but kept the streak.',
];
export const noteOf = (prefix: string, i: number) =>
  `${prefix}${i}. ${SENTENCES[i % SENTENCES.length]} ${SENTENCES[(i * 7 + 3) % SENTENCES.length]}`;

interface Answer {
  status: number;
  body: unknown;
}

/** Writes `count` text entries into the journal; resolves once the server made every one. */
export async function seedEntries(
  api: ApiClient,
  who: Person,
  journalId: string,
  count: number,
  { prefix = 'Seeded note ' }: { prefix?: string } = {},
): Promise<void> {
  // Idempotency keys are per user; a run's own tag keeps them apart from any earlier run's.
  const run = `seed-${Date.now().toString(36)}`;
  let next = 0;
  const sendBatches = async () => {
    while (next < count) {
      const from = next;
      next = Math.min(count, next + PER_BATCH);
      const writes = Array.from({ length: next - from }, (_, k) => ({
        method: 'POST',
        path: 'entries',
        key: `${run}-${from + k}`,
        body: { journal_id: journalId, notes: noteOf(prefix, from + k) },
      }));
      const { answers } = (await api.call('POST', '/batch', who, { writes })) as {
        answers: Answer[];
      };
      const failed = answers.find((answer) => answer.status >= 300);
      if (answers.length !== writes.length || failed)
        throw new Error(
          `Seeding entries ${from}–${next - 1}: ${answers.length} of ${writes.length} done; ${JSON.stringify(failed ?? answers.at(-1))}`,
        );
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, sendBatches));
}
