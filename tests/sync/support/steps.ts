import { newComment } from '../../../src/data/actions/comments.js';
import {
  editEntry,
  moveEntry,
  newTextEntry,
  removeEntry,
} from '../../../src/data/actions/entries.js';
import { editJournal, newJournal, removeJournal } from '../../../src/data/actions/journals.js';
import type { Device } from './device.js';
import { drain } from './settle.js';
import type { World } from './world.js';

/** One thing a user, their network or the server does; says what it did, for the failure log. */
interface Step {
  name: string;
  weight: number;
  run(world: World, device: Device): Promise<string>;
}

const write = async (device: Device, what: string, mutation: Parameters<Device['write']>[0]) => {
  await device.write(mutation);
  return `${what} ${mutation.recordId.slice(-6)}`;
};

/**
 * What a step does when the device shows nothing it could act on: the user makes something
 * instead, so every step writes or moves the world on.
 */
async function createInstead(world: World, device: Device): Promise<string> {
  const { postable } = await shown(device);
  if (postable.length === 0)
    return write(device, 'journal', newJournal({ title: world.random.word() }, device.ctx()));
  const journal_id = world.random.pick(postable).id;
  const input = { journal_id, notes: world.random.word() };
  return write(device, 'entry', newTextEntry(input, device.ctx()));
}

/**
 * What the user may act on from this device, as the page would offer it: journals they can post in
 * (their own and those shared with them), their own journals, every entry shown, the entries they
 * wrote, and those they may delete (theirs, or any in a journal they own).
 */
async function shown(device: Device) {
  const me = device.userId;
  const journals = (await device.db.journals.toArray()).filter((j) => j.$seen === undefined);
  const entries = (await device.db.entries.toArray()).filter((e) => e.$seen === undefined);
  const owned = journals.filter((journal) => journal.user_id === me);
  const ownedIds = new Set(owned.map((journal) => journal.id));
  return {
    postable: journals.filter((j) => j.user_id === me || j.collaborators.some((c) => c.id === me)),
    owned,
    entries,
    written: entries.filter((entry) => entry.user_id === me),
    deletable: entries.filter((entry) => entry.user_id === me || ownedIds.has(entry.journal_id)),
  };
}

/** A pull with no network fails, as it does in the page; anything else is a defect. */
async function tolerateNoNetwork<T>(work: Promise<T>): Promise<T | string> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof TypeError && error.message === 'fetch failed') return 'no network';
    throw error;
  }
}

export const STEPS: Step[] = [
  {
    name: 'create journal',
    weight: 2,
    run: (w, d) => write(d, 'journal', newJournal({ title: w.random.word() }, d.ctx())),
  },
  {
    name: 'rename journal',
    weight: 2,
    async run(w, d) {
      const { owned } = await shown(d);
      if (owned.length === 0) return createInstead(w, d);
      const journal = w.random.pick(owned);
      return write(d, 'rename', editJournal(journal.id, { title: w.random.word() }, d.ctx()));
    },
  },
  {
    name: 'create entry',
    weight: 6,
    async run(w, d) {
      const { postable } = await shown(d);
      if (postable.length === 0) return createInstead(w, d);
      const journal_id = w.random.pick(postable).id;
      return write(d, 'entry', newTextEntry({ journal_id, notes: w.random.word() }, d.ctx()));
    },
  },
  {
    name: 'edit entry',
    weight: 6,
    async run(w, d) {
      const { written } = await shown(d);
      if (written.length === 0) return createInstead(w, d);
      const entry = w.random.pick(written);
      return write(d, 'edit', editEntry(entry.id, { notes: w.random.word() }, d.ctx()));
    },
  },
  {
    name: 'delete entry',
    weight: 1.5,
    async run(w, d) {
      const { deletable } = await shown(d);
      if (deletable.length === 0) return createInstead(w, d);
      return write(d, 'delete', removeEntry(w.random.pick(deletable).id, d.ctx()));
    },
  },
  {
    name: 'move entry',
    weight: 1.5,
    async run(w, d) {
      const { postable, written } = await shown(d);
      if (written.length === 0) return createInstead(w, d);
      const entry = w.random.pick(written);
      const others = postable.filter((journal) => journal.id !== entry.journal_id);
      if (others.length === 0) return createInstead(w, d);
      return write(d, 'move', moveEntry(entry.id, w.random.pick(others).id, d.ctx()));
    },
  },
  {
    name: 'delete journal',
    weight: 0.4,
    async run(w, d) {
      const { owned } = await shown(d);
      if (owned.length === 0) return createInstead(w, d);
      return write(d, 'delete', removeJournal(w.random.pick(owned).id, d.ctx()));
    },
  },
  {
    name: 'comment',
    weight: 2,
    async run(w, d) {
      const { entries } = await shown(d);
      if (entries.length === 0) return createInstead(w, d);
      const entry = w.random.pick(entries);
      const input = { entry_id: entry.id, journal_id: entry.journal_id, value: w.random.word() };
      return write(d, 'comment', newComment(input, d.ctx()));
    },
  },
  {
    name: 'go offline or online',
    weight: 3,
    run(_w, d) {
      d.network.offline = !d.network.offline;
      return Promise.resolve(d.network.offline ? 'offline' : 'online');
    },
  },
  {
    name: 'lose answers',
    weight: 1,
    run(w, d) {
      const n = w.random.int(1, 2);
      d.network.dropNextResponses(n);
      return Promise.resolve(`the next ${n} answers are lost`);
    },
  },
  {
    name: 'flaky network',
    weight: 0.7,
    run(_w, d) {
      d.network.dropProbability = d.network.dropProbability > 0 ? 0 : 0.3;
      return Promise.resolve(`${d.network.dropProbability * 100}% of answers lost`);
    },
  },
  {
    name: 'restart the server',
    weight: 0.4,
    async run(w) {
      await w.host.restart();
      return 'restarted';
    },
  },
  {
    name: 'reload',
    weight: 1,
    run(_w, d) {
      d.reload();
      return Promise.resolve('reloaded');
    },
  },
  {
    name: 'reload while sending',
    weight: 0.6,
    async run(w, d) {
      const when = w.random.pick(['before-server', 'after-server'] as const);
      const after = w.random.int(0, 2);
      const stuck = d.network.stallNext(when, after);
      const finished = d.sync().then(() => 'finished first');
      const how = await Promise.race([stuck.then(() => `stuck ${when} after ${after}`), finished]);
      d.network.cancelStall();
      d.reload();
      return how;
    },
  },
  {
    name: 'write while syncing',
    weight: 1,
    async run(w, d) {
      const { written } = await shown(d);
      if (written.length === 0) return createInstead(w, d);
      const syncing = d.sync();
      const what = await write(
        d,
        'edit',
        editEntry(w.random.pick(written).id, { notes: w.random.word() }, d.ctx()),
      );
      return `${what} during sync: ${await syncing}`;
    },
  },
  { name: 'push', weight: 2, run: async (_w, d) => `push: ${await d.pushOnly()}` },
  {
    name: 'pull',
    weight: 2,
    run: async (_w, d) => `pull: ${await tolerateNoNetwork(d.pullOnly())}`,
  },
  { name: 'sync', weight: 5, run: async (_w, d) => `sync: ${await d.sync()}` },
  {
    name: 'advance the clock',
    weight: 2,
    run(w) {
      const ms = w.random.int(1000, 10 * 60 * 1000);
      w.host.clock.advance(ms);
      return Promise.resolve(`+${ms} ms`);
    },
  },
];

const TOTAL = STEPS.reduce((sum, step) => sum + step.weight, 0);

/** A step chosen by weight. */
export function pickStep(random: () => number): Step {
  let left = random() * TOTAL;
  for (const step of STEPS) {
    left -= step.weight;
    if (left < 0) return step;
  }
  return STEPS.at(-1)!;
}

/**
 * Records every device already has before the steps start, so they race on the same ones; the
 * first journal is shared with the collaborator, if there is one.
 */
export async function sharedStart(world: World): Promise<string> {
  const [first] = world.devices;
  if (!first) throw new Error('a world without devices');
  const journals: string[] = [];
  for (let j = world.random.int(1, 2); j > 0; j -= 1) {
    const journal = await first.write(newJournal({ title: world.random.word() }, first.ctx()));
    journals.push(journal.recordId);
  }
  const entries = world.random.int(2, 5);
  for (let e = 0; e < entries; e += 1) {
    const input = { journal_id: world.random.pick(journals), notes: world.random.word() };
    await first.write(newTextEntry(input, first.ctx()));
    world.host.clock.advance(world.random.int(1, 100));
  }
  await drain(first, world.host);
  await world.share(journals[0]!);
  for (const device of world.devices.slice(1)) await device.pullOnly();
  const shared = world.shares.length > 0 ? ', the first shared with X' : '';
  return `${journals.length} journals and ${entries} entries on every device${shared}`;
}
