import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries Debian installs, if any. */
function findBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter(
      (v) =>
        existsSync(join(root, v, 'bin', 'pg_ctl')) && existsSync(join(root, v, 'bin', 'initdb')),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/** The uid and gid of the `postgres` user, for a test running as root. */
function postgresUser(): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

const asRoot = process.getuid?.() === 0;
const binaries = findBinaries();
const owner = asRoot ? postgresUser() : undefined;

/** Why a private cluster cannot be started here, or undefined when it can. */
export const privatePostgresUnavailable: string | undefined = !binaries
  ? 'no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql'
  : asRoot && !owner
    ? 'running as root, and initdb refuses root: there is no postgres user to run it as'
    : undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface PrivatePostgres {
  /** postgres://… of its `postgres` database (trust auth) */
  url: string;
  /** pg_ctl stop -m fast: connections end (57P01), new ones are refused until start() */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** stops it and deletes its files */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL cluster of this test's own, in a temporary directory on a free port, so it can be
 * stopped and started without touching the machine's shared PostgreSQL that other tests use.
 * As root, initdb and pg_ctl run as the postgres user (initdb refuses root).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (privatePostgresUnavailable || !binaries) throw new Error(privatePostgresUnavailable);
  const dir = mkdtempSync(join(tmpdir(), 'ritual-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const tool = (name: string, args: string[]) =>
    owner
      ? run('runuser', ['-u', 'postgres', '--', join(binaries, name), ...args])
      : run(join(binaries, name), args);
  // fsync off: nothing here outlives the test, and a clean stop loses nothing anyway.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await tool('pg_ctl', ['start', '-w', '-D', data, '-l', join(dir, 'log'), '-o', options]);
  };
  const stop = async () => {
    await tool('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]);
  };
  try {
    await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    await start();
  } catch (error) {
    await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async remove() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
