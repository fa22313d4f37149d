import { afterAll, describe, expect, it } from 'vitest';
import { testDialect, type TestServer } from '../../server/test/harness.js';
import { capture } from './capture.js';
import { manifestOf, releases, serverOn } from './fixtures.js';
import { PEOPLE } from './story.js';

/**
 * Upgrades keep data: each earlier release's data (tests/upgrade/fixtures, made by
 * make-fixture.ts), opened by today's server after its migrations, still holds every record,
 * every word and every media file its people had. Runs on SQLite, and on PostgreSQL from the
 * release's pg_dump when TEST_DATABASE_URL is set.
 */
describe(`data of earlier releases on today's server (${testDialect})`, () => {
  const started: TestServer[] = [];
  afterAll(() => Promise.all(started.map((server) => server.close())));

  it('has at least one release to upgrade from', () => {
    expect(releases().length).toBeGreaterThan(0);
  });

  for (const release of releases())
    it(`keeps everything release ${release} stored`, async () => {
      const server = await serverOn(release);
      started.push(server);
      const before = manifestOf(release);
      const after = await capture(server);
      for (const person of PEOPLE) {
        // New fields may appear; none that was there may change or go, nor any record.
        expect(after[person].snapshot, `${person}'s records`).toMatchObject(
          before[person].snapshot,
        );
        expect(after[person].media, `${person}'s media files`).toEqual(before[person].media);
      }
    });
});
