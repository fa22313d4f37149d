import { describe, expect, it } from 'vitest';
import type { Journal } from '../../../contract/journals';
import type { SendOutcome, StoredMutation } from '../../../contract/outbox';
import { requestOfMutation } from '../../../local-store/mutation-request';
import { freshStore } from '../../../local-store/fake-store';
import { aPerson } from '../../test/people';
import { scriptedEngine } from '../../test/scripted-engine';
import { journal } from '../queries/test-records';
import type { ActionContext } from './context';
import { setJournalIcon, type JournalWithPendingIcon } from './journals';
import { withRequest } from './with-request';

const owner = aPerson('ada');
const journalId = '0193a000-0000-7000-8000-000000000002';
const T0 = '2026-11-22T08:00:00.000Z';
const saved: Journal = journal(owner, {
  id: journalId,
  slug: 'scales',
  title: 'Scales',
  share_key: null,
  created_at: T0,
});
const picture = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const ICON_URL = '/api/media/icon-1';

/** A device holding the saved journal, with a server that answers from a script. */
async function device(answer: (m: StoredMutation) => SendOutcome) {
  const db = freshStore();
  await db.journals.put(saved);
  const now = Date.parse('2026-11-22T09:00:00Z');
  const { engine, serve } = scriptedEngine(db, answer, now);
  const ctx: ActionContext = { now, user: owner };
  const shown = async () => (await db.journals.get(journalId)) as JournalWithPendingIcon;
  return { db, engine, ctx, shown, serve };
}

const answeredWithIcon = (m: StoredMutation): SendOutcome => ({
  kind: 'done',
  status: 200,
  body: requestOfMutation(m).path.endsWith('/icon')
    ? { ...saved, icon: ICON_URL, last_modified: '2026-11-22T09:00:01.000Z' }
    : null,
});

describe('setJournalIcon', () => {
  it('sends the picture as the multipart file of POST journals/{id}/icon', () => {
    const file = picture();
    const made = setJournalIcon(
      journalId,
      { file, name: 'sun.png' },
      {
        now: Date.parse('2026-11-22T09:00:00Z'),
        user: owner,
      },
    );
    expect(withRequest(made.mutation)).toMatchObject({
      kind: 'journal',
      recordId: journalId,
      method: 'POST',
      path: `journals/${journalId}/icon`,
      files: [{ field: 'file', blobId: made.mutation.id, name: 'sun.png' }],
    });
    expect(made.blobs).toEqual([{ id: made.mutation.id, blob: file }]);
  });

  it('shows the picked picture at once, and the server’s icon once it answers', async () => {
    const { db, engine, ctx, shown } = await device(answeredWithIcon);
    const made = setJournalIcon(journalId, { file: picture(), name: 'sun.png' }, ctx);
    await engine.write(made.mutation, made.blobs);

    const waiting = await shown();
    expect(waiting.$iconBlob).toBe(made.mutation.id);
    expect(waiting.icon).toBeNull();
    expect((await db.blobs.get(made.mutation.id))?.blob.size).toBe(4);

    expect(await engine.push()).toBe('idle');
    const synced = await shown();
    expect(synced.icon).toBe(ICON_URL);
    expect(synced.$iconBlob).toBeUndefined();
    expect(await db.blobs.count()).toBe(0);
  });

  it('keeps showing the picked picture when a newer server version is pulled meanwhile', async () => {
    const { engine, ctx, shown, serve } = await device(() => ({
      kind: 'retry',
      reason: 'offline',
    }));
    const made = setJournalIcon(journalId, { file: picture(), name: 'sun.png' }, ctx);
    await engine.write(made.mutation, made.blobs);
    const renamed = {
      ...saved,
      title: 'Scales and arpeggios',
      last_modified: '2026-11-22T10:00:00.000Z',
    };
    serve([
      {
        changes: [{ kind: 'journal', id: journalId, seq: 1, deleted: false, record: renamed }],
        cursor: '1',
        more: false,
      },
    ]);
    await engine.pull();
    expect(await shown()).toMatchObject({
      title: 'Scales and arpeggios',
      $iconBlob: made.mutation.id,
    });
  });

  it('goes back to the server’s icon when the server refuses the picture', async () => {
    const { engine, ctx, shown } = await device(() => ({
      kind: 'refused',
      status: 415,
      message: 'Invalid file type',
    }));
    const made = setJournalIcon(journalId, { file: picture(), name: 'sun.png' }, ctx);
    await engine.write(made.mutation, made.blobs);
    await engine.push();
    const after = await shown();
    expect(after.$iconBlob).toBeUndefined();
    expect(after.icon).toBeNull();
  });
});
