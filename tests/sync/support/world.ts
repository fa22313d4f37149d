import { Device } from './device.js';
import { seededRandom, type Random } from './random.js';
import type { Account, ServerHost } from './server-host.js';
import { serverSnapshot, type Snapshot } from './snapshot.js';

/** A journal shared with a collaborator (outside the devices, as an accepted invitation does). */
export interface Share {
  journalId: string;
  userId: string;
}

/**
 * One user's devices on a shared server, optionally with a second user's device collaborating
 * on one of the first user's journals, and the randomness that drives them.
 */
export interface World {
  host: ServerHost;
  /** the first user, who owns the shared journal */
  account: Account;
  /** the first user, then the collaborator if there is one */
  accounts: Account[];
  devices: Device[];
  shares: Share[];
  random: Random;
  /** what a fresh device of this user (the first by default) would pull */
  serverSnapshot(account?: Account): Promise<Snapshot>;
  /** makes the collaborator a member of the journal */
  share(journalId: string): Promise<void>;
  close(): void;
}

export interface WorldOptions {
  seed: number;
  /** registered beforehand (registering hashes a password: slow on purpose) */
  account?: Account;
  /** how many devices the first user has, told by the seeded randomness */
  devices: number | ((random: Random) => number);
  /** each device's clock skew */
  skewMs?: (random: Random) => number;
  /** a second user with one device, who may write in the journals shared with them */
  collaborator?: Account;
}

export async function newWorld(host: ServerHost, options: WorldOptions): Promise<World> {
  const account = options.account ?? (await host.register());
  const random = seededRandom(options.seed);
  const count = typeof options.devices === 'number' ? options.devices : options.devices(random);
  const device = (name: string, of: Account) =>
    new Device({ name, host, account: of, random: random.next, skewMs: options.skewMs?.(random) });
  const devices = Array.from({ length: count }, (_, index) =>
    device(String.fromCharCode(65 + index), account),
  );
  const { collaborator } = options;
  if (collaborator) devices.push(device('X', collaborator));
  const shares: Share[] = [];
  return {
    host,
    account,
    accounts: collaborator ? [account, collaborator] : [account],
    devices,
    shares,
    random,
    serverSnapshot: (of = account) => serverSnapshot(host, of.token),
    async share(journalId) {
      if (!collaborator) return;
      await host.addCollaborator(journalId, collaborator.user.id);
      shares.push({ journalId, userId: collaborator.user.id });
    },
    close: () => devices.forEach((d) => d.close()),
  };
}
