import { createHash } from 'node:crypto';
import type { TestServer } from '../../server/test/harness.js';
import { serverSnapshot, type Snapshot } from '../sync/support/snapshot.js';
import { PASSWORD, PEOPLE, type Person } from './story.js';

/** What one person of a fixture has: every record sync gives them, and the bytes of each media file. */
export interface Holdings {
  snapshot: Snapshot;
  /** sha256 of each media file a record links to, by `table id field` */
  media: Record<string, string>;
}
export type Manifest = Record<Person, Holdings>;

type Caller = Pick<TestServer, 'call' | 'app'>;

/**
 * Media a record links to (an entry's file and preview, an avatar, an icon), by where it is linked
 * from: `table id field`. A later release may serve the same bytes at another address.
 */
function mediaLinks(snapshot: Snapshot): Map<string, string> {
  const links = new Map<string, string>();
  for (const [table, rows] of Object.entries(snapshot))
    for (const row of rows)
      for (const [field, value] of Object.entries(row))
        if (typeof value === 'string' && value.startsWith('/api/media/'))
          links.set(`${table} ${String(row.id)} ${field}`, value);
  return links;
}

export async function signIn(server: Caller, person: Person): Promise<string> {
  const res = await server.call('POST', '/api/auth/login', {
    json: { login: person, password: PASSWORD },
  });
  if (res.status !== 200) throw new Error(`${person} cannot sign in: ${res.status} ${res.text}`);
  return res.body.token as string;
}

/** Signs each person in with their password (sessions expire; passwords do not) and reads what they hold. */
export async function capture(server: Caller): Promise<Manifest> {
  const manifest = {} as Manifest;
  for (const person of PEOPLE) {
    const token = await signIn(server, person);
    const snapshot = await serverSnapshot(server, token);
    const media: Record<string, string> = {};
    for (const [where, link] of [...mediaLinks(snapshot)].sort()) {
      const res = await server.app.request(link, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`${person}: ${where} answered ${res.status}`);
      media[where] = createHash('sha256')
        .update(new Uint8Array(await res.arrayBuffer()))
        .digest('hex');
    }
    manifest[person] = { snapshot, media };
  }
  return manifest;
}
