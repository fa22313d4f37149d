import type { StoredMutation } from '../../contract/outbox';
import type { RejectedMutation } from '../../local-store/db';
import { writeOfMutation } from '../../local-store/mutation-request';

/** What the refused write would have done to the entry, in the card's words. */
export type RefusedWrite = 'new' | 'change' | 'move';

/** An entry write the server refused for good, as its card on the journal page shows it. */
export interface RefusedEntry {
  id: string;
  write: RefusedWrite;
  /** the server's words */
  reason: string;
  /** the entry's text as the user left it */
  notes: string;
  /** the kind of file the entry carried, if any */
  file: 'photo' | 'video' | 'recording' | 'file' | null;
  /** when the user made the entry, or the change (epoch ms) */
  madeAt: number;
}

type Fields = Record<string, unknown>;

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

function writeOf(mutation: StoredMutation): RefusedWrite {
  if (mutation.patch.op === 'create') return 'new';
  return writeOfMutation(mutation)?.name === 'entry.move' ? 'move' : 'change';
}

/**
 * The entry as it looked on this device when refused, else what the write itself carries: the
 * record it would create, or its body (JSON or form fields).
 */
function entryFields({ snapshot, mutation }: RejectedMutation): Fields[] {
  const created = mutation.patch.op === 'create' ? mutation.patch.record : undefined;
  const write = writeOfMutation(mutation);
  const body: Fields = write && 'body' in write ? write.body : {};
  return [snapshot ?? {}, created ?? {}, body];
}

const firstText = (sources: Fields[], field: string) =>
  sources.map((source) => textOf(source[field])).find((value) => value !== undefined);

const FILE_OF_TYPE: Record<string, RefusedEntry['file']> = {
  image: 'photo',
  video: 'video',
  audio: 'recording',
};

/**
 * When the user made it: a new entry's own time (a write sent again is made anew, the entry is
 * not), else when the write was made.
 */
function madeAt(mutation: StoredMutation, fields: Fields[]): number {
  const created = Date.parse(firstText(fields, 'created_at') ?? '');
  return mutation.patch.op === 'create' && Number.isFinite(created) ? created : mutation.createdAt;
}

/** Which journal a refused entry write belongs to. */
function journalOfRefused(row: RejectedMutation): string | undefined {
  return firstText(entryFields(row), 'journal_id');
}

/** A refused deletion loses nothing (the entry is back as the server has it), so it gets no card. */
const needsCard = ({ mutation }: RejectedMutation) =>
  mutation.kind === 'entry' && mutation.patch.op !== 'delete';

/** The entry writes of one journal the server refused, in the order given (the latest first). */
export function refusedEntriesOf(
  rejected: readonly RejectedMutation[],
  journalId: string,
): RefusedEntry[] {
  return rejected.flatMap((row) => {
    if (!needsCard(row) || journalOfRefused(row) !== journalId) return [];
    const fields = entryFields(row);
    const type = firstText(fields, 'type');
    const carriesFile = (row.mutation.files?.length ?? 0) > 0;
    return [
      {
        id: row.id,
        write: writeOf(row.mutation),
        reason: row.message,
        notes: firstText(fields, 'notes') ?? '',
        file: (type && FILE_OF_TYPE[type]) || (carriesFile ? 'file' : null),
        madeAt: madeAt(row.mutation, fields),
      },
    ];
  });
}

/** The card's mark: what did not happen. */
export const MARK: Record<RefusedWrite, string> = {
  new: 'Not saved',
  change: 'Change not saved',
  move: 'Not moved',
};

/** The note beside a file the entry carried. */
export const fileNote = (file: NonNullable<RefusedEntry['file']>) => `With a ${file}.`;

/** What Discard asks first: the write is gone for good once discarded. */
export function discardQuestion(entry: RefusedEntry): string {
  if (entry.write === 'new')
    return entry.notes
      ? `Discard the entry “${entry.notes}”? It was never saved and cannot be brought back.`
      : 'Discard this entry? It was never saved and cannot be brought back.';
  return `Discard this ${entry.write}? The entry stays as the server has it.`;
}
