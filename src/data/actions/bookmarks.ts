import type { Bookmark } from '../../../contract/bookmarks';
import type { Mutation } from '../../../contract/outbox';
import { write } from '../../../contract/writes';
import { iso, mutation, newId, type ActionContext } from './context';

export function addBookmark(entryId: string, ctx: ActionContext): Mutation {
  const id = newId(ctx);
  const record: Bookmark = {
    id,
    entry_id: entryId,
    user_id: ctx.user.id,
    created_at: iso(ctx.now),
  };
  return mutation(ctx, {
    id,
    kind: 'bookmark',
    recordId: id,
    patch: { op: 'create', record },
    write: write('bookmark.create', {}, { id, entry_id: entryId }),
  });
}

export function removeBookmark(bookmarkId: string, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'bookmark',
    recordId: bookmarkId,
    patch: { op: 'delete' },
    write: write('bookmark.delete', { id: bookmarkId }),
  });
}
