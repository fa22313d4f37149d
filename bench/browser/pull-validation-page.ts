// What validating a pull page with SyncResponseSchema would cost the page (src/data/sync/engine.ts
// trusts it instead): the lazily loaded schema, then a first pull's page of 1,000 entry changes.
import type { PullValidationRun } from '../pull-validation-run';

const user = { id: '0193a000-0000-7000-8000-000000000001', ritual_user: 'ada', avatar: null };
const idOf = (n: number) => `0193a000-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;

/** 1,000 entry changes as GET /api/sync sends them (a tenth with a photo), read from JSON. */
function pullPage(size = 1000): unknown {
  const changes = Array.from({ length: size }, (_, i) => {
    const photo = i % 10 === 0;
    return {
      kind: 'entry',
      id: idOf(i + 10),
      seq: i + 1,
      deleted: false,
      record: {
        id: idOf(i + 10),
        journal_id: idOf(2),
        user_id: user.id,
        user,
        type: photo ? 'image' : 'text',
        notes: `Scales for twenty minutes, then the second movement slowly. Entry ${i}. #practice`,
        file: photo
          ? {
              id: idOf(i + 5000),
              type: 'image/png',
              size: 12_345,
              name: 'dusk.png',
              width: 1200,
              height: 800,
            }
          : null,
        link: photo ? `/api/media/${idOf(i + 5000)}?exp=1795824000&sig=A2OBVX6gVSXsdepUW` : null,
        original_link: null,
        preview_link: null,
        audio_cover: null,
        audio: false,
        pcm: null,
        streakDate: '2026-11-24',
        private: false,
        hidden: false,
        share_key: null,
        created_at: '2026-11-26T12:56:06.350Z',
        last_modified: '2026-11-26T12:56:06.350Z',
      },
    };
  });
  return JSON.parse(JSON.stringify({ changes, cursor: String(size), more: true }));
}

async function validatePull(warmRuns = 20): Promise<PullValidationRun> {
  const page = pullPage();
  const started = performance.now();
  const { SyncResponseSchema } = await import('../../contract/sync');
  const importMs = performance.now() - started;
  const times: number[] = [];
  for (let run = 0; run <= warmRuns; run++) {
    const start = performance.now();
    if (!SyncResponseSchema.safeParse(page).success) throw new Error('the page does not validate');
    times.push(performance.now() - start);
  }
  const warm = times.slice(1).sort((a, b) => a - b);
  return { importMs, firstMs: times[0]!, warmMs: warm[Math.floor(warm.length / 2)]! };
}

(globalThis as unknown as { ritualBench: unknown }).ritualBench = { validatePull };
