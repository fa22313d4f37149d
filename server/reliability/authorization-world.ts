import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { v7 as uuidv7 } from 'uuid';
import type { Mail } from '../account/mail.js';
import { newsletterUnsubscribeLink } from '../account/newsletter.js';
import { addCollaborator, form, makeAdmin, pngBytes } from '../test/fixtures.js';
import { startTestServer, type CallOptions, type TestServer } from '../test/harness.js';
import type { Actor } from './authorization-table.js';

type SignedIn = Exclude<Actor, 'visitor'>;

export interface Account {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

export const WEBHOOK_SECRET = 'whsec_authorization_matrix';

/**
 * What the rows point at. `journal` is the owner's private journal with the collaborator added;
 * `entry`, `image`, `comment` are the owner's in it; `peer` is a third person (chat partner,
 * invitee, the one who invites the owner) so that no actor is ever the other party.
 */
export interface World {
  server: TestServer;
  accounts: Record<SignedIn, Account> & { peer: Account };
  journal: { id: string; slug: string; shareKey: string };
  /** another journal of the owner's: where moved entries go */
  second: string;
  /** the owner's public journal, open for joining, collaborator added */
  open: string;
  /** the owner's public journal (not open) with a private entry and a public picture */
  shown: { id: string; privateEntry: string; mediaId: string };
  entry: { id: string; shareKey: string };
  image: { id: string; mediaId: string };
  comment: string;
  newsletterToken: string;
  resetToken: string;
  png: Buffer;
  mails: Mail[];
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

/** A call the fixtures need; anything but `status` is a broken setup, not a finding. */
async function must(
  w: Pick<World, 'server'>,
  status: number,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Json> {
  const res = await w.server.call(method, `/api${path}`, options);
  if (res.status !== status)
    throw new Error(`setup: ${method} ${path} answered ${res.status} ${res.text}`);
  return (res.body ?? {}) as Json;
}

const owner = (w: World) => ({ token: w.accounts.owner.token });

async function register(server: TestServer, prefix: string): Promise<Account> {
  const { user, token, password } = await server.register(prefix);
  return { id: user.id, username: user.ritual_user, email: user.email, password, token };
}

/** The token of the newest link mailed to `to` whose address contains `kind`. */
async function mailedToken(w: World, to: string, kind: string): Promise<string> {
  for (let tries = 0; tries < 250; tries += 1) {
    const mail = w.mails.findLast((m) => m.to === to && m.link?.includes(`/${kind}/`));
    if (mail?.link) return mail.link.slice(mail.link.lastIndexOf('/') + 1);
    await delay(20);
  }
  throw new Error(`setup: no ${kind} mail to ${to}`);
}

/** A private journal of the owner's with the collaborator added. */
async function newJournal(w: World, fields: Json = {}) {
  const journal = await must(w, 201, 'POST', '/journals', {
    ...owner(w),
    json: { id: uuidv7(), title: 'Matrix journal', private: true, ...fields },
  });
  const id = journal.id as string;
  await addCollaborator(w.server, id, w.accounts.collaborator.id);
  return { id, slug: journal.slug as string };
}

export const freshJournal = async (w: World, fields: Json = {}) => (await newJournal(w, fields)).id;

export async function freshEntry(w: World, journalId = w.journal.id, fields: Json = {}) {
  const entry = await must(w, 201, 'POST', '/entries', {
    ...owner(w),
    json: { id: uuidv7(), journal_id: journalId, notes: 'A fresh entry.', ...fields },
  });
  return entry.id as string;
}

export async function freshComment(w: World): Promise<string> {
  const comment = await must(w, 201, 'POST', '/comments', {
    ...owner(w),
    json: { id: uuidv7(), entry_id: w.entry.id, value: 'A fresh comment.' },
  });
  return comment.id as string;
}

/** The owner's bookmark of a fresh entry (one live bookmark per entry, so a fresh entry each time). */
export async function freshBookmark(w: World): Promise<string> {
  const bookmark = await must(w, 201, 'POST', '/bookmarks', {
    ...owner(w),
    json: { id: uuidv7(), entry_id: await freshEntry(w) },
  });
  return bookmark.id as string;
}

/** The owner invites the peer to a fresh journal of theirs. */
export async function invitationFromOwner(w: World): Promise<string> {
  const journalId = await freshJournal(w);
  const path = `/journals/${journalId}/invite-user/${w.accounts.peer.id}`;
  return (await must(w, 201, 'POST', path, owner(w))).id as string;
}

/** The peer invites the owner to a fresh journal of the peer's: the owner is its invitee. */
export async function invitationToOwner(w: World): Promise<string> {
  const peer = { token: w.accounts.peer.token };
  const journal = await must(w, 201, 'POST', '/journals', {
    ...peer,
    json: { title: 'Peer journal', private: true },
  });
  const path = `/journals/${journal.id as string}/invite-user/${w.accounts.owner.id}`;
  return (await must(w, 201, 'POST', path, peer)).id as string;
}

/**
 * A new account's link: `confirm-email` from its welcome mail, `password-reset` asked for,
 * `cancel-email-change` from the notice of an email change it asked for.
 */
export async function freshLinkToken(
  w: World,
  kind: 'confirm-email' | 'password-reset' | 'cancel-email-change',
): Promise<string> {
  const account = await register(w.server, 'link');
  if (kind === 'password-reset')
    await must(w, 202, 'POST', '/auth/password-reset', { json: { login: account.username } });
  if (kind === 'cancel-email-change')
    await must(w, 200, 'POST', '/users', {
      token: account.token,
      json: { email: `moved-${account.email}`, current_password: account.password },
    });
  return mailedToken(w, account.email, kind);
}

/** After a request that ended the actor's sessions: sign in again, as the page would. */
export async function signInAgain(w: World, actor: Actor): Promise<void> {
  if (actor === 'visitor') return;
  const account = w.accounts[actor];
  const answer = await must(w, 200, 'POST', '/auth/login', {
    json: { login: account.username, password: account.password },
  });
  account.token = answer.token as string;
}

export const imageForm = (w: World, fields: Record<string, string> = {}) =>
  form(fields, { file: { bytes: w.png, type: 'image/png', name: 'matrix.png' } });

/** A stand-in for api.stripe.com that opens a checkout session for any request. */
async function startStripeStandIn() {
  let sessions = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      sessions += 1;
      response.setHeader('content-type', 'application/json');
      const id = `cs_matrix_${sessions}`;
      const url = `https://checkout.stripe.test/${id}`;
      response.end(JSON.stringify({ id, object: 'checkout.session', url }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Starts the server (payments configured, mail kept in memory) and builds the shared records. */
export async function buildWorld(): Promise<World> {
  const mails: Mail[] = [];
  const stripe = await startStripeStandIn();
  const server = await startTestServer({
    mailer: {
      send: (mail) => {
        mails.push(mail);
        return Promise.resolve();
      },
    },
    env: {
      STRIPE_SECRET_KEY: 'sk_test_matrix',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_MONTHLY: 'price_monthly',
    },
  });
  const accounts = {
    other: await register(server, 'other'),
    collaborator: await register(server, 'collab'),
    owner: await register(server, 'owner'),
    admin: await register(server, 'admin'),
    peer: await register(server, 'peer'),
  };
  await makeAdmin(server, accounts.admin.id);
  const w = {
    server,
    accounts,
    mails,
    png: await pngBytes(),
    close: async () => {
      await server.close();
      await stripe.close();
    },
  } as World;

  const journal = await newJournal(w, { title: 'Private matrix journal' });
  const key = await must(w, 200, 'POST', `/journals/${journal.id}/generate-share-key`, owner(w));
  w.journal = { ...journal, shareKey: key.share_key as string };
  w.second = await freshJournal(w, { title: 'Second matrix journal' });
  w.open = await freshJournal(w, { title: 'Open matrix journal', private: false, open: true });
  const entryId = await freshEntry(w);
  const entryKey = await must(w, 200, 'POST', `/entries/${entryId}/generate-share-key`, owner(w));
  w.entry = { id: entryId, shareKey: entryKey.share_key as string };
  const image = await must(w, 201, 'POST', '/entries', {
    ...owner(w),
    body: imageForm(w, { journal_id: journal.id, notes: 'A picture.' }),
  });
  w.image = { id: image.id as string, mediaId: (image.file as { id: string }).id };
  w.comment = await freshComment(w);
  const shown = await freshJournal(w, { title: 'Public matrix journal', private: false });
  const picture = await must(w, 201, 'POST', '/entries', {
    ...owner(w),
    body: imageForm(w, { journal_id: shown }),
  });
  w.shown = {
    id: shown,
    privateEntry: await freshEntry(w, shown, { private: true }),
    mediaId: (picture.file as { id: string }).id,
  };
  w.newsletterToken = (await newsletterUnsubscribeLink(server.deps, accounts.owner.id))
    .split('/')
    .pop()!;
  await must(w, 202, 'POST', '/auth/password-reset', { json: { login: accounts.peer.email } });
  w.resetToken = await mailedToken(w, accounts.peer.email, 'password-reset');
  return w;
}
