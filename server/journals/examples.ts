import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Store } from '../db/database.js';
import type { Tables } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { EXAMPLE_JOURNALS, EXAMPLE_OWNER, type ExampleJournal } from '../examples/journals.js';
import { examplePcm, stageExampleFile } from './example-media.js';
import { acceptMedia, type AcceptedMedia } from '../media/media-store.js';
import { recordActivity } from '../social/activity.js';
import { journalScope, recordChanges, userScope, type Change } from '../sync/sync-log.js';
import { indexEntries } from '../entries/search-index.js';

/** The server_settings row that says the examples were made: they are made once per database. */
const EXAMPLES_SEEDED = 'examples-seeded';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type JournalInsert = Tables['journals']['$inferInsert'];
type EntryInsert = Tables['entries']['$inferInsert'];
interface PlannedJournal {
  journal: JournalInsert;
  entries: EntryInsert[];
}

async function alreadySeeded({ db, t }: Store): Promise<boolean> {
  const rows = await db
    .select({ key: t.serverSettings.key })
    .from(t.serverSettings)
    .where(eq(t.serverSettings.key, EXAMPLES_SEEDED));
  return rows.length > 0;
}

/** The examples' owner: the system account if it exists, else the id it will get. */
async function ownerId({ db, t }: Store): Promise<string> {
  const [existing] = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(eq(t.users.usernameKey, EXAMPLE_OWNER.username));
  if (!existing) return uuidv7();
  if (existing.email !== EXAMPLE_OWNER.email)
    throw new Error(`The username ${EXAMPLE_OWNER.username} belongs to someone else`);
  return existing.id;
}

/**
 * One example journal's rows, its media already through the upload pipeline (checked, stored,
 * previews made). Entries are dated over the past days; their UUIDv7 ids carry the same times.
 */
async function planJournal(
  deps: AppDeps,
  owner: string,
  example: ExampleJournal,
  position: number,
  accepted: AcceptedMedia[],
): Promise<PlannedJournal> {
  const now = deps.now();
  const dated = (daysAgo: number) => now - daysAgo * DAY - example.hoursEarlier * HOUR;
  const createdAt = dated(Math.max(...example.entries.map((e) => e.daysAgo)) + 1);
  const journalId = uuidv7({ msecs: createdAt });
  const entries: EntryInsert[] = [];
  for (const entry of example.entries) {
    const at = dated(entry.daysAgo);
    const id = uuidv7({ msecs: at });
    const staged = entry.file ? await stageExampleFile(deps.config.dataDir, entry.file) : undefined;
    const media = staged
      ? await acceptMedia(deps, staged, 'entry', { userId: owner, entryId: id, journalId })
      : undefined;
    if (media) accepted.push(media);
    entries.push({
      id,
      journalId,
      userId: owner,
      type: media?.kind ?? 'text',
      notes: entry.notes,
      fileMediaId: media?.id ?? null,
      previewMediaId: media?.previewId ?? null,
      pcm: media?.kind === 'audio' && entry.file ? await examplePcm(entry.file) : null,
      createdAt: at,
      lastModified: at,
    });
  }
  const journal: JournalInsert = {
    id: journalId,
    userId: owner,
    slug: example.slug,
    title: example.title,
    description: example.description,
    examplePosition: position,
    createdAt,
    lastModified: createdAt,
  };
  return { journal, entries };
}

/** Writes the planned rows, unless another process took the guard row first (then false). */
async function recordExamples(
  tx: Store,
  owner: string,
  planned: readonly PlannedJournal[],
  media: readonly AcceptedMedia[],
  now: number,
): Promise<boolean> {
  const { db, t } = tx;
  const [guard] = await db
    .insert(t.serverSettings)
    .values({ key: EXAMPLES_SEEDED, value: String(now) })
    .onConflictDoNothing()
    .returning();
  if (!guard) return false;
  await db
    .insert(t.users)
    .values({
      id: owner,
      username: EXAMPLE_OWNER.username,
      usernameKey: EXAMPLE_OWNER.username,
      email: EXAMPLE_OWNER.email,
      passwordHash: EXAMPLE_OWNER.passwordHash,
      newsletter: false,
      createdAt: now,
      lastModified: now,
    })
    .onConflictDoNothing();
  await db.insert(t.journals).values(planned.map((p) => p.journal));
  await db.insert(t.media).values(media.flatMap((m) => m.rows));
  const entries = planned.flatMap((p) => p.entries);
  await db.insert(t.entries).values(entries);
  await indexEntries(
    tx,
    entries.map((e) => ({ id: e.id, notes: e.notes ?? '' })),
  );
  const changes: Change[] = [
    { kind: 'user', id: owner, scope: userScope(owner) },
    ...planned.map(({ journal }): Change => ({
      kind: 'journal',
      id: journal.id,
      scope: journalScope(journal.id),
    })),
    ...entries.map((e): Change => ({ kind: 'entry', id: e.id, scope: journalScope(e.journalId) })),
  ];
  await recordChanges(tx, changes);
  // Their lines in the activity feed, at the times they are dated: a visitor to a new server
  // sees the examples happening rather than "Nothing has happened here yet".
  for (const { journal, entries: written } of planned) {
    await recordActivity(tx, {
      type: 'journal-created',
      userId: owner,
      journalId: journal.id,
      at: journal.createdAt,
      backdated: true,
    });
    for (const entry of written)
      await recordActivity(tx, {
        type: 'entry-created',
        userId: owner,
        journalId: journal.id,
        entryId: entry.id,
        at: entry.createdAt,
        backdated: true,
      });
  }
  return true;
}

/**
 * Creates the system account and the example journals, once per database: several processes
 * starting together all prepare them, and the one that inserts the guard row first records them.
 * Returns whether this call created them.
 */
export async function seedExamples(deps: AppDeps): Promise<boolean> {
  if (await alreadySeeded(deps.database.read)) return false;
  const owner = await ownerId(deps.database.read);
  const accepted: AcceptedMedia[] = [];
  const discard = () => Promise.all(accepted.map((media) => media.discard()));
  try {
    const planned: PlannedJournal[] = [];
    for (const [index, example] of EXAMPLE_JOURNALS.entries())
      planned.push(await planJournal(deps, owner, example, index + 1, accepted));
    const created = await deps.database.transaction((tx) =>
      recordExamples(tx, owner, planned, accepted, deps.now()),
    );
    if (!created) await discard();
    return created;
  } catch (error) {
    await discard();
    throw error;
  }
}

/** At start: a failure is logged and the server runs on without examples. */
export async function seedExamplesAtStart(deps: AppDeps): Promise<void> {
  try {
    if (await seedExamples(deps)) deps.log.info('created the example journals');
  } catch (error) {
    deps.log.error('could not create the example journals', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
