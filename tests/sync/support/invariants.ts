import { expect } from 'vitest';
import { pathOf } from './mutation-request.js';
import { acceptedMutations, ServerModel } from './server-model.js';
import type { Snapshot } from './snapshot.js';
import type { World } from './world.js';

/**
 * Refusals users can cause by racing each other's devices: the record was deleted meanwhile (404,
 * 410), or moved where this user may no longer change it (403: an owner deleting a collaborator's
 * entry the collaborator has just moved to their own journal).
 */
const EXPECTED_REFUSALS = new Set([403, 404, 410]);

/** The fields docs/decisions.md #6 decides, as the model predicts them. */
export const decided = (truth: Snapshot) => ({
  journals: truth.journals.map(({ id, title }) => ({ id, title })),
  entries: truth.entries.map(({ id, journal_id, notes }) => ({ id, journal_id, notes })),
  comments: truth.comments.map(({ id, entry_id, journal_id, value }) => ({
    id,
    entry_id,
    journal_id,
    value,
  })),
});

/** Nothing is lost or stuck, and each mutation was answered the same way every time. */
function expectEveryMutationAnswered(world: World) {
  const written = new Map(world.devices.flatMap((d) => d.written.map((m) => [m.id, m] as const)));
  for (const device of world.devices)
    for (const mutation of device.written)
      expect(device.outcomes.has(mutation.id), `${device.name}: ${pathOf(mutation)} answered`).toBe(
        true,
      );
  const statuses = new Map<string, Set<number>>();
  for (const record of world.host.wire) {
    // Every request the server saw is one a device wrote, under that mutation's id.
    expect(written.has(record.key ?? ''), `${record.method} ${record.path} was written`).toBe(true);
    statuses.set(record.key!, (statuses.get(record.key!) ?? new Set()).add(record.status));
  }
  for (const [key, seen] of statuses)
    expect([...seen], `answers to ${pathOf(written.get(key))}`).toHaveLength(1);
  for (const device of world.devices)
    for (const [id, outcome] of device.outcomes)
      if (outcome.kind === 'refused')
        expect(
          EXPECTED_REFUSALS.has(outcome.status),
          `${device.name}: ${pathOf(written.get(id))} refused with ${outcome.status}`,
        ).toBe(true);
  return written;
}

/**
 * What must hold once every device has synced until quiet: each shows what a fresh device of its
 * user would pull; the server did each mutation once; and every mutation it accepted stands
 * unless a later one or a delete overrode it (docs/decisions.md #6).
 */
export async function expectSettled(world: World): Promise<void> {
  const written = expectEveryMutationAnswered(world);
  const created = new Set(
    [...written.values()].filter((m) => m.patch.op === 'create').map((m) => m.id),
  );
  const model = new ServerModel(world.host.wire);
  const accepted = acceptedMutations(world.host.wire);
  expect(new Set(accepted.filter((r) => r.stale).map((r) => r.key))).toEqual(model.stale);

  const truths = new Map<string, Snapshot>();
  for (const account of world.accounts) {
    const me = account.user.id;
    const truth = await world.serverSnapshot(account);
    truths.set(me, truth);
    for (const device of world.devices.filter((d) => d.userId === me)) {
      expect(await device.outboxSize(), `${device.name}: outbox after settling`).toBe(0);
      expect(await device.snapshot(), `${device.name}: what it shows`).toEqual(truth);
    }
    // No record the devices did not create (a duplicate would have another id).
    for (const table of ['journals', 'entries', 'comments'] as const)
      for (const record of truth[table]) expect(created.has(String(record.id))).toBe(true);
    expect(truth.users.map((user) => user.numberOfEntries)).toEqual([model.entriesBy(me)]);
    expect(decided(truth), `what ${account.user.ritual_user} may see`).toEqual(
      model.visibleTo(me, world.shares),
    );
  }
  // The entries kept as they were written are what reading them from their tables now gives.
  await world.host.forgetKeptEntries();
  for (const account of world.accounts)
    expect(
      await world.serverSnapshot(account),
      `${account.user.ritual_user}: entries presented anew`,
    ).toEqual(truths.get(account.user.id));
}
