import { inArray } from 'drizzle-orm';
import type { CommittedChanges, Store } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { parseScope } from './sync-log.js';

/** Ids per IN (…) list: far below either dialect's bound-parameter limit. */
const CHUNK = 500;

/**
 * The users whose pull reads these scopes: a user scope its user; a journal scope the journal's
 * owner and collaborators, the same journals pullChanges() reads for a user (sync-page.ts
 * readPuller, memberships()'s twin in one statement with the change counter).
 */
async function readersOf({ db, t }: Store, scopes: Iterable<string>): Promise<Set<string>> {
  const readers = new Set<string>();
  const journalIds: string[] = [];
  for (const scope of scopes) {
    const named = parseScope(scope);
    if (named && 'userId' in named) readers.add(named.userId);
    else if (named) journalIds.push(named.journalId);
  }
  for (let start = 0; start < journalIds.length; start += CHUNK) {
    const ids = journalIds.slice(start, start + CHUNK);
    const owners = await db
      .select({ userId: t.journals.userId })
      .from(t.journals)
      .where(inArray(t.journals.id, ids));
    const collaborators = await db
      .select({ userId: t.collaborators.userId })
      .from(t.collaborators)
      .where(inArray(t.collaborators.journalId, ids));
    for (const row of [...owners, ...collaborators]) readers.add(row.userId);
  }
  return readers;
}

/**
 * 'sync' to every user who may see a committed change, so each of their open pages pulls at once.
 *
 * Why an after-commit hook rather than a watcher of the change sequence: recordChanges() notes its
 * scopes on the transaction, and the database hands them over only once COMMIT has succeeded, so
 * a pull the notice starts always finds the change (a rolled-back transaction tells nobody). It
 * costs nothing while nothing changes, where a watcher would poll every process's database all
 * the time and still lag by its interval. Several processes: the process that committed emits,
 * and with PostgreSQL the socket.io adapter carries the emit to the sockets of the other
 * processes. Changes made outside a server (the admin command) send no notice; pages still pull
 * on their own schedule.
 *
 * Returns a function that stops the notices.
 */
export function startSyncNotices(deps: AppDeps): () => void {
  const notify = async ({ scopes, seq }: CommittedChanges) => {
    const readers = await readersOf(deps.database.read, scopes);
    deps.realtime.emitToUsers(readers, 'sync', { cursor: String(seq) });
  };
  return deps.database.onCommit((committed) => {
    notify(committed).catch((error: unknown) =>
      deps.log.warn('sync notice not sent', { error: String(error) }),
    );
  });
}
