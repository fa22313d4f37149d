import { v7 as uuidv7 } from 'uuid';
import { anyone, signedIn, type Row } from './authorization-table.js';
import {
  freshBookmark,
  freshComment,
  freshEntry,
  freshJournal,
  imageForm,
  type World,
} from './authorization-world.js';

/*
 * Journals, entries and what hangs on them. `journal` is private, so someone who may not read it
 * gets 404, never 403: they learn nothing of it (journals/journals.ts, entries/entry-create.ts); 403 is
 * for those who may read it but not do this. Columns: visitor, other, collaborator, owner, admin.
 */
const journal = (w: World) => ({ params: { id: w.journal.id } });
const entry = (w: World) => ({ params: { id: w.entry.id } });
const term = (text: string) => ({ params: { term: text } });

/** Only members (and admins) may be handed a private journal's or a private entry's words. */
const membersOnly = [false, false, true, true, true] as const;

export const journalRows: Row[] = [
  {
    // First: the rows below add more fresh entries, and the owner's hit must be on the one page.
    on: 'entry of a private journal',
    route: 'GET /search/entries',
    expect: anyone(200),
    request: (w) => ({ query: { q: 'fresh', journal: w.journal.id, limit: '50' } }),
    holds: { record: (w) => w.entry.id, expect: membersOnly },
  },
  {
    on: 'private entry in a public journal',
    route: 'GET /search/entries',
    expect: anyone(200),
    request: (w) => ({ query: { q: 'fresh', journal: w.shown.id } }),
    holds: { record: (w) => w.shown.privateEntry, expect: membersOnly },
  },
  { route: 'POST /journals', expect: signedIn(201), request: () => ({ json: { title: 'Mine' } }) },
  {
    route: 'POST /journals/{id}',
    expect: [401, 404, 403, 200, 403],
    request: (w) => ({ ...journal(w), json: { description: 'Edited by the matrix.' } }),
  },
  {
    route: 'DELETE /journals/{id}',
    expect: [401, 404, 403, 204, 403],
    request: async (w) => ({ params: { id: await freshJournal(w) } }),
  },
  { route: 'GET /journals/{id}/entries', expect: [404, 404, 200, 200, 200], request: journal },
  {
    // Admins may read every journal but post in none: moderation hides, it does not write.
    route: 'POST /journals/{id}/entries',
    expect: [401, 404, 201, 201, 403],
    request: (w) => ({ ...journal(w), json: { notes: 'Posted through the journal.' } }),
  },
  {
    route: 'POST /journals/{id}/generate-share-key',
    expect: [401, 404, 403, 200, 403],
    request: async (w) => ({ params: { id: await freshJournal(w) } }),
  },
  {
    route: 'POST /journals/{id}/icon',
    expect: [401, 404, 403, 200, 403],
    request: (w) => ({ ...journal(w), body: imageForm(w) }),
  },
  {
    // Only administrators moderate; refused before the journal is looked at, so 403 tells nothing.
    route: 'POST /journals/{id}/moderate',
    expect: [401, 403, 403, 403, 200],
    request: async (w) => ({ params: { id: await freshJournal(w) }, json: { hidden: true } }),
  },
  { route: 'GET /journals/{id}/previews', expect: [404, 404, 200, 200, 200], request: journal },
  { route: 'GET /journals/{id}/last-streak', expect: [404, 404, 200, 200, 200], request: journal },
  {
    route: 'GET /journals/shared/{key}',
    expect: anyone(200),
    request: (w) => ({ params: { key: w.journal.shareKey } }),
  },
  {
    route: 'GET /users/{user}/journals/{journal}',
    expect: [404, 404, 200, 200, 200],
    request: (w) => ({ params: { user: w.accounts.owner.username, journal: w.journal.slug } }),
  },
  { route: 'GET /journals/search/{term}', expect: anyone(200), request: () => term('matrix') },
  { route: 'GET /journals/explore', expect: anyone(200) },
  { route: 'GET /journals/examples', expect: anyone(200) },
  { route: 'GET /entries/{id}', expect: [404, 404, 200, 200, 200], request: entry },
  {
    route: 'POST /entries',
    expect: [401, 404, 201, 201, 403],
    request: (w) => ({ json: { id: uuidv7(), journal_id: w.journal.id, notes: 'Posted.' } }),
  },
  {
    // Only the author edits an entry; the journal's owner wrote this one.
    route: 'POST /entries/{id}',
    expect: [401, 404, 403, 200, 403],
    request: (w) => ({ ...entry(w), json: { notes: 'Edited by the matrix.' } }),
  },
  {
    route: 'DELETE /entries/{id}',
    expect: [401, 404, 403, 204, 403],
    request: async (w) => ({ params: { id: await freshEntry(w) } }),
  },
  {
    route: 'POST /entries/{id}/generate-share-key',
    expect: [401, 404, 403, 200, 403],
    request: async (w) => ({ params: { id: await freshEntry(w) } }),
  },
  {
    route: 'POST /entries/{entryId}/move/{journalId}',
    expect: [401, 404, 403, 200, 403],
    request: async (w) => ({ params: { entryId: await freshEntry(w), journalId: w.second } }),
  },
  {
    route: 'POST /entries/{id}/moderate',
    expect: [401, 403, 403, 403, 200],
    request: async (w) => ({ params: { id: await freshEntry(w) }, json: { hidden: true } }),
  },
  {
    route: 'GET /entries/shared/{key}',
    expect: anyone(200),
    request: (w) => ({ params: { key: w.entry.shareKey } }),
  },
  {
    // Private media without its signed link: only for those who may read the entry.
    route: 'GET /media/{id}',
    expect: [404, 404, 200, 200, 200],
    request: (w) => ({ params: { id: w.image.mediaId } }),
  },
  { route: 'GET /entries/{id}/comments', expect: [404, 404, 200, 200, 200], request: entry },
  {
    route: 'POST /comments',
    expect: [401, 404, 201, 201, 201],
    request: (w) => ({ json: { entry_id: w.entry.id, value: 'A comment.' } }),
  },
  {
    // The owner wrote the comment; only its author edits it.
    route: 'POST /comments/{id}',
    expect: [401, 404, 403, 200, 403],
    request: (w) => ({ params: { id: w.comment }, json: { value: 'Edited.' } }),
  },
  {
    // README: its author, the entry's author, the journal's owner or an admin deletes a comment.
    route: 'DELETE /comments/{id}',
    expect: [401, 404, 403, 204, 204],
    request: async (w) => ({ params: { id: await freshComment(w) } }),
  },
  { route: 'GET /bookmarks', expect: signedIn(200) },
  {
    route: 'POST /bookmarks',
    expect: [401, 404, 201, 201, 201],
    request: (w) => ({ json: { entry_id: w.image.id } }),
  },
  {
    // Only its owner sees a bookmark, so for anyone else it does not exist.
    route: 'DELETE /bookmarks/{id}',
    expect: [401, 404, 404, 204, 404],
    request: async (w) => ({ params: { id: await freshBookmark(w) } }),
  },
];

/**
 * The owner's public journal: whoever may read it but not change it is told 403, and its private
 * entry stays 404 for those who are not members.
 */
const shown = (w: World) => ({ params: { id: w.shown.id } });
export const publicJournalRows: Row[] = [
  {
    on: 'public journal',
    route: 'GET /journals/{id}/entries',
    expect: anyone(200),
    request: shown,
    // Its private entry: the answers are kept serialized per reader (http/page-cache.ts).
    holds: { record: (w) => w.shown.privateEntry, expect: membersOnly },
  },
  {
    on: 'public journal',
    route: 'POST /journals/{id}',
    expect: [401, 403, 403, 200, 403],
    request: (w) => ({ ...shown(w), json: { description: 'Edited by the matrix.' } }),
  },
  {
    on: 'public journal',
    route: 'POST /journals/{id}/entries',
    expect: [401, 403, 201, 201, 403],
    request: (w) => ({ ...shown(w), json: { notes: 'Posted in public.' } }),
  },
  {
    on: 'private entry in a public journal',
    route: 'GET /entries/{id}',
    expect: [404, 404, 200, 200, 200],
    request: (w) => ({ params: { id: w.shown.privateEntry } }),
  },
  {
    on: 'picture in a public journal',
    route: 'GET /media/{id}',
    expect: anyone(200),
    request: (w) => ({ params: { id: w.shown.mediaId } }),
  },
];
