import type { Bookmark } from '../../../contract/bookmarks';
import type { Mutation } from '../../../contract/outbox';
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
    method: 'POST',
    path: 'bookmarks',
    json: { id, entry_id: entryId },
  });
}

export function removeBookmark(bookmarkId: string, ctx: ActionContext): Mutation {
  return mutation(ctx, {
    kind: 'bookmark',
    recordId: bookmarkId,
    patch: { op: 'delete' },
    method: 'DELETE',
    path: `bookmarks/${bookmarkId}`,
  });
}
