import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, Person } from '../support/api-client.js';
import { BEHAVIOUR_WIDTHS, screenshot } from '../support/app-pages.js';
import { ConfirmDialogModel } from '../support/pages/confirm-dialog.js';
import { JournalPageModel, PushForm } from '../support/pages/journaling.js';
import {
  BookmarksModel,
  CollaboratorsModel,
  EntrySocialModel,
  PendingInvitationsModel,
} from '../support/pages/social.js';
import { SettingsPage } from '../support/pages/settings.js';
import { projectRoot } from '../support/paths.js';
import { useStage } from '../support/stage.js';

const soon = { timeout: 15_000 };

/** Per width: an owner (an admin) with a journal and one entry, a second user, both signed in. */
interface Cast {
  owner: Person;
  helper: Person;
  /** invited, then the invitation is withdrawn */
  passerby: Person;
  title: string;
  journalId: string;
  journalPath: string;
  ownPage: Page;
  helperPage: Page;
}

const stage = useStage();
let api: ApiClient;
const casts = new Map<number, Cast>();
beforeAll(async () => {
  api = stage.api;
  // Both widths are set up at once: the slow parts (sign-ins, the admin command) overlap.
  await Promise.all(BEHAVIOUR_WIDTHS.map(async (width) => casts.set(width, await castFor(width))));
});

async function castFor(width: number): Promise<Cast> {
  const title = `Garden ${width}`;
  const [owner, helper, passerby] = await Promise.all([
    api.register('own'),
    api.register('help'),
    api.register('pass'),
  ]);
  const journal = await api.call('POST', '/journals', owner, { private: false, title });
  const journalId = journal.id as string;
  await api.call('POST', '/entries', owner, { journal_id: journalId, notes: 'Seeded the beds.' });
  // The owner is made an admin before signing in, so the page learns it with the user's record.
  const [ownPage, helperPage] = await Promise.all([
    grantAdmin(owner.username).then(() => signedIn(owner, width)),
    signedIn(helper, width),
  ]);
  const journalPath = `/${owner.username}/${journal.slug as string}`;
  return { owner, helper, passerby, title, journalId, journalPath, ownPage, helperPage };
}

/** `npm run admin -- grant <username>` as built, on the test server's data directory. */
async function grantAdmin(username: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: stage.server.dataDir };
  delete env.DATABASE_URL;
  await promisify(execFile)(
    process.execPath,
    [join(projectRoot, 'dist/node/server/admin.js'), 'grant', username],
    { cwd: projectRoot, env },
  );
}

/** A browser context of its own, signed in once through the login page. */
async function signedIn(person: Person, width: number): Promise<Page> {
  const page = await stage.newPage(width);
  await stage.signIn(page, person);
  return page;
}

describe.each(BEHAVIOUR_WIDTHS)(
  'comments, bookmarks, collaboration and moderation at %i px',
  (width) => {
    const shoot = (page: Page, name: string) => screenshot(page, `social-${name}`, width);
    let owner: Person;
    let helper: Person;
    let passerby: Person;
    let title: string;
    let journalId: string;
    let journalPath: string;
    let ownPage: Page;
    let helperPage: Page;
    beforeAll(() => {
      ({ owner, helper, passerby, title, journalId, journalPath, ownPage, helperPage } =
        casts.get(width)!);
    });

    it('lets an owner invite a collaborator, who accepts and posts in the journal', async () => {
      const settings = new CollaboratorsModel(ownPage);
      await stage.open(ownPage, `${journalPath}/settings`);
      await settings.findUser.fill(passerby.username);
      await settings.search.click();
      await settings.invite(passerby.username).click();
      const withdraw = settings.pending.getByRole('button', {
        name: `Withdraw the invitation of ${passerby.username}`,
      });
      await withdraw.click(soon);
      await settings.pending.waitFor({ state: 'detached', ...soon });

      await settings.findUser.fill(helper.username);
      await settings.search.click();
      await settings.invite(helper.username).click();
      await settings.region.getByText('Invited', { exact: true }).waitFor(soon);
      await settings.pending.getByText(helper.username).waitFor(soon);
      await shoot(ownPage, 'settings-invited');

      const invitations = new PendingInvitationsModel(helperPage);
      await helperPage.reload();
      const invitation = invitations.invitation(title);
      await invitation.waitFor(soon);
      await shoot(helperPage, 'home-invitation');
      await invitation.getByRole('button', { name: 'Accept' }).click();
      await invitation.waitFor({ state: 'detached', ...soon });

      // The journal arrives by sync; the collaborator writes in it like in their own.
      await stage.open(helperPage, `/push?journal=${journalId}`);
      const push = new PushForm(helperPage);
      await expect.poll(() => push.journal.inputValue(), soon).toBe(journalId);
      await push.notes.fill('Planted tomatoes.');
      await push.save.click();
      await new JournalPageModel(helperPage).entry('Planted tomatoes.').waitFor(soon);

      // The owner sees it with its author's name, and the helper among collaborators.
      await stage.open(ownPage, journalPath);
      const card = new JournalPageModel(ownPage).entry('Planted tomatoes.');
      await card.getByText(helper.username, { exact: true }).waitFor(soon);
      await shoot(ownPage, 'journal-with-collaborator');
      await stage.open(ownPage, `${journalPath}/settings`);
      await settings.collaborators.getByText(helper.username).waitFor(soon);
      expect(await settings.pending.count()).toBe(0);
    });

    it('keeps comments: post, edit, delete, and one written offline arrives later', async () => {
      const journal = new JournalPageModel(ownPage);
      await stage.open(ownPage, journalPath);
      await journal.entry('Planted tomatoes.').getByRole('link').first().click();
      const entry = new EntrySocialModel(ownPage);
      await entry.comments.getByText('No comments yet.').waitFor(soon);

      await entry.write('Water them daily.');
      const mine = entry.commentBy(owner.username);
      await mine.getByText('Water them daily.').waitFor(soon);
      await mine.getByRole('button', { name: 'Edit comment' }).click();
      await mine
        .getByRole('textbox', { name: 'Comment', exact: true })
        .fill('Water them every morning.');
      await mine.getByRole('button', { name: 'Save comment' }).click();
      await mine.getByText('Water them every morning.').waitFor(soon);
      await shoot(ownPage, 'entry-comment');
      await mine.getByRole('button', { name: 'Delete comment' }).click();
      await new ConfirmDialogModel(ownPage).answer('Delete comment');
      await entry.comments.getByText('No comments yet.').waitFor(soon);
      const heldComments = async () =>
        (await api.liveRecords<{ value: string }>(helper, 'comment')).map((each) => each.value);
      // The page shows the deletion at once; the server has it once the outbox has sent it.
      await expect.poll(heldComments, soon).toEqual([]);

      await ownPage.context().setOffline(true);
      try {
        await entry.write('Written on the train.');
        await mine.getByText('Written on the train.').waitFor(soon);
        await shoot(ownPage, 'entry-comment-offline');
        expect(await heldComments()).toEqual([]);
      } finally {
        // Back online even when a step fails, so the file's later tests are not all offline.
        await ownPage.context().setOffline(false);
      }
      await expect.poll(heldComments, soon).toEqual(['Written on the train.']);

      // The collaborator reads it, and asks cards for comment links.
      const helperEntry = new EntrySocialModel(helperPage);
      await stage.open(helperPage, ownPage.url().replace(stage.server.url, ''));
      await helperEntry.commentBy(owner.username).getByText('Written on the train.').waitFor(soon);
      // What cards show is chosen in Settings (Appearance), on this device.
      await stage.open(helperPage, '/settings');
      await new SettingsPage(helperPage).cardDisplay('Comment links').check();
      await stage.open(helperPage, journalPath);
      const helperCard = new JournalPageModel(helperPage).entry('Planted tomatoes.');
      await helperCard.getByRole('link', { name: '1 comment' }).waitFor(soon);
      await shoot(helperPage, 'journal-comment-link');
    });

    it('lets a user bookmark an entry and find it among their bookmarks', async () => {
      const journal = new JournalPageModel(helperPage);
      await stage.open(helperPage, journalPath);
      await journal.entry('Seeded the beds.').getByRole('link').first().click();
      const entry = new EntrySocialModel(helperPage);
      await entry.comments.waitFor(soon);
      await entry.bookmark.click();
      await expect.poll(() => entry.bookmark.getAttribute('aria-pressed'), soon).toBe('true');
      expect(await entry.bookmark.textContent()).toBe('Remove bookmark');

      await stage.open(helperPage, '/home');
      const bookmarks = new BookmarksModel(helperPage);
      await bookmarks.entries.filter({ hasText: 'Seeded the beds.' }).waitFor(soon);
      expect(await bookmarks.entries.count()).toBe(1);
      await shoot(helperPage, 'home-bookmarks');
    });

    it('lets an admin hide an entry, which others then no longer see', async () => {
      await stage.open(ownPage, journalPath);
      await new JournalPageModel(ownPage)
        .entry('Seeded the beds.')
        .getByRole('link')
        .first()
        .click();
      const entry = new EntrySocialModel(ownPage);
      await entry.comments.waitFor(soon);
      await entry.hide.click();
      await new ConfirmDialogModel(ownPage).answer('Hide entry');
      await entry.restore.waitFor(soon);
      await entry.hiddenNote.waitFor(soon);
      await shoot(ownPage, 'entry-hidden');

      const helperJournal = new JournalPageModel(helperPage);
      await stage.open(helperPage, journalPath);
      await helperJournal.entry('Planted tomatoes.').waitFor(soon);
      await expect.poll(() => helperJournal.entry('Seeded the beds.').count(), soon).toBe(0);
      await shoot(helperPage, 'journal-after-hide');
    });

    it('lets the owner remove a collaborator', async () => {
      const settings = new CollaboratorsModel(ownPage);
      await stage.open(ownPage, `${journalPath}/settings`);
      await settings.region.getByRole('button', { name: `Remove ${helper.username}` }).click();
      await new ConfirmDialogModel(ownPage).answer('Remove collaborator');
      const alone = settings.region.getByText('Only you write in this journal.');
      await alone.waitFor(soon);
      const slug = journalPath.split('/').pop()!;
      const onServer = () => api.call('GET', `/users/${owner.username}/journals/${slug}`, owner);
      await expect.poll(async () => (await onServer()).collaborators, soon).toEqual([]);
      await shoot(ownPage, 'settings-removed');
    });
  },
);
