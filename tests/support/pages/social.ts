import type { Locator, Page } from 'playwright-core';

/** Journal settings' Collaborators section: collaborators, pending invitations, user search. */
export class CollaboratorsModel {
  readonly region: Locator;
  readonly findUser: Locator;
  readonly search: Locator;
  readonly collaborators: Locator;
  readonly pending: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('main').getByRole('region', { name: 'Collaborators' });
    this.findUser = this.region.getByRole('textbox', { name: 'Find a user' });
    this.search = this.region.getByRole('button', { name: 'Search' });
    this.collaborators = this.region.getByRole('list', { name: 'Collaborators' });
    this.pending = this.region.getByRole('list', { name: 'Pending invitations' });
  }

  invite(username: string): Locator {
    return this.region.getByRole('button', { name: `Invite ${username}` });
  }
}

/** Home's Invitations: one item per journal invitation, with Accept and Deny. */
export class PendingInvitationsModel {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('main').getByRole('region', { name: 'Invitations' });
  }

  invitation(journalTitle: string): Locator {
    return this.region.getByRole('listitem', { name: `Invitation to ${journalTitle}` });
  }
}

/** The entry view's comments, composer, bookmark button and Hide/Restore. */
export class EntrySocialModel {
  readonly comments: Locator;
  readonly newComment: Locator;
  readonly post: Locator;
  readonly bookmark: Locator;
  readonly hide: Locator;
  readonly restore: Locator;
  readonly hiddenNote: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.comments = main.getByRole('region', { name: 'Comments' });
    this.newComment = this.comments
      .getByRole('form', { name: 'New comment' })
      .getByLabel('Comment');
    this.post = this.comments.getByRole('button', { name: 'Post comment' });
    this.bookmark = main.getByRole('button', { name: /^(Bookmark|Remove bookmark)$/ });
    this.hide = main.getByRole('button', { name: 'Hide', exact: true });
    this.restore = main.getByRole('button', { name: 'Restore', exact: true });
    this.hiddenNote = main.getByText('Hidden by moderation');
  }

  /** The comments by one author, as listed. */
  commentBy(username: string): Locator {
    return this.comments.getByRole('listitem', { name: `Comment by ${username}` });
  }

  async write(text: string): Promise<void> {
    await this.newComment.fill(text);
    await this.post.click();
  }
}

/** Home's Bookmarks section: a card per bookmarked entry. */
export class BookmarksModel {
  readonly entries: Locator;

  constructor(readonly page: Page) {
    this.entries = page
      .getByRole('main')
      .getByRole('region', { name: 'Bookmarks' })
      .getByRole('article');
  }
}
