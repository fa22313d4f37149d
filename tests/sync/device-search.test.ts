import { IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldWords } from '../../contract/search-words.js';
import { openLocalStore } from '../../local-store/db.js';
import { followDevice, type DeviceIndex } from '../../worker/device-index.js';
import type { Device } from './support/device.js';
import { ServerHost, type Account } from './support/server-host.js';
import { drawSeeds, replayLine, type SeedPlan } from './support/seeds.js';
import { settle } from './support/settle.js';
import { pickStep, sharedStart } from './support/steps.js';
import { newWorld } from './support/world.js';

/**
 * The device's search follows its records through sync: each device keeps an index (on a database
 * connection of its own, as the worker does) while seeded steps write, move, delete and pull; at
 * the end its answers for words from the notes (whole, begun, mistyped) are those of a plain
 * reading of every record. SEARCH_SEED=<seed> replays one script.
 */
const plan: SeedPlan = {
  suite: 'device search over sync',
  one: 'SEARCH_SEED',
  base: 'SEARCH_BASE_SEED',
  count: 'SEARCH_SCRIPTS',
  defaultCount: 8,
  command: 'npx vitest run --project sync tests/sync/device-search.test.ts',
};
const seeds = drawSeeds(plan);

let host: ServerHost;
let accounts: Account[];
beforeAll(async () => {
  host = await ServerHost.start();
  accounts = await host.registerMany(seeds.length);
});
afterAll(() => host.close());

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length]!;
}

/** What the index promises, read plainly: each word begins a word, or is one with a typo. */
const matches = (word: string, words: string[]) =>
  words.some(
    (w) =>
      w.startsWith(word) ||
      (word.length >= 4 && distance(word, w) <= Math.round(word.length * 0.2)),
  );

async function naive(device: Device, question: string): Promise<Set<string>> {
  const titles = new Map((await device.db.journals.toArray()).map((j) => [j.id, j.title]));
  const wanted = foldWords(question);
  const found = new Set<string>();
  for (const entry of await device.db.entries.toArray()) {
    if (entry.$seen !== undefined) continue;
    const words = foldWords(`${entry.notes} ${titles.get(entry.journal_id) ?? ''}`);
    if (wanted.every((word) => matches(word, words))) found.add(entry.id);
  }
  return found;
}

/** Words of the device's notes, whole, begun and mistyped. */
async function questions(device: Device): Promise<string[]> {
  const words = [
    ...new Set(foldWords((await device.db.entries.toArray()).map((e) => e.notes).join(' '))),
  ];
  return words
    .slice(0, 4)
    .flatMap((word) => [
      word,
      word.slice(0, 3),
      word.length >= 5 ? `${word.slice(0, -1)}${word.at(-1) === 'a' ? 'o' : 'a'}` : word,
    ]);
}

describe('device search over seeded sync scripts', () => {
  for (const seed of seeds) {
    it(`script ${seed}`, async () => {
      const world = await newWorld(host, { seed, account: accounts.pop(), devices: 2 });
      const indexes = new Map<Device, DeviceIndex>();
      const connections: { close(): void }[] = [];
      try {
        for (const device of world.devices) {
          const db = openLocalStore('ritual', { indexedDB: device.idb, IDBKeyRange });
          connections.push(db);
          indexes.set(
            device,
            followDevice({
              db,
              signedIn: () => Promise.resolve(device.userId),
              load: () => Promise.resolve(undefined),
              save: () => Promise.resolve(),
            }),
          );
        }
        await sharedStart(world);
        for (let step = 0; step < 30; step++) {
          const device = world.random.pick(world.devices);
          await pickStep(world.random.next).run(world, device);
          // Asked now and then, as someone would: the index is in use while the records change.
          if (step % 5 === 0) await indexes.get(device)!.search(world.random.word(), {});
          host.clock.advance(world.random.int(0, 1500));
        }
        await settle(world.devices, host);
        for (const device of world.devices)
          for (const question of await questions(device)) {
            const expected = await naive(device, question);
            const hits = (await indexes.get(device)!.search(question, {})).map((hit) => hit.id);
            if (expected.size <= 50)
              expect(new Set(hits), `${device.name}: ${question}`).toEqual(expected);
            else expect(hits.every((id) => expected.has(id))).toBe(true);
          }
      } catch (error) {
        if (error instanceof Error) error.message += `\n${replayLine(plan, seed)}`;
        throw error;
      } finally {
        for (const index of indexes.values()) index.close();
        for (const db of connections) db.close();
        world.close();
      }
    });
  }
});
