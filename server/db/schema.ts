import { sql } from 'drizzle-orm';
import type { Kit } from './columns.js';

/**
 * Every table of Ritual, described once for both dialects (see columns.ts). Times are epoch
 * milliseconds. Records users create carry UUIDv7 ids chosen by the client; `last_modified` is the
 * client's edit time (last writer wins), `deleted_at` makes a tombstone that sync hands on.
 */
export function defineSchema(k: Kit) {
  const users = k.table(
    'users',
    {
      id: k.uuid('id').primaryKey(),
      username: k.text('username').notNull(),
      /** lower-cased username: one account per name whatever the case */
      usernameKey: k.text('username_key').notNull(),
      email: k.text('email').notNull(),
      emailConfirmedAt: k.big('email_confirmed_at'),
      passwordHash: k.text('password_hash').notNull(),
      timezone: k.text('timezone').notNull().default('UTC'),
      role: k.text('role').$type<'user' | 'admin'>().notNull().default('user'),
      plus: k.bool('plus').notNull().default(false),
      plusUntil: k.big('plus_until'),
      supportPack: k.text('support_pack'),
      graceUntil: k.big('grace_until'),
      clickedExamplesAt: k.big('clicked_examples_at'),
      avatarMediaId: k.uuid('avatar_media_id'),
      newsletter: k.bool('newsletter').notNull().default(true),
      /** every reminder of the account paused (contract/reminders.ts) */
      remindersPaused: k.bool('reminders_paused').notNull().default(false),
      createdAt: k.big('created_at').notNull(),
      lastModified: k.big('last_modified').notNull(),
      deletedAt: k.big('deleted_at'),
    },
    (t) => [
      k.uniqueIndex('users_username_key_idx').on(t.usernameKey),
      k.uniqueIndex('users_email_idx').on(t.email),
    ],
  );

  const sessions = k.table(
    'sessions',
    {
      id: k.uuid('id').primaryKey(),
      userId: k
        .uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** sha256 of the bearer token; the token itself is never stored */
      tokenHash: k.text('token_hash').notNull(),
      createdAt: k.big('created_at').notNull(),
      lastUsedAt: k.big('last_used_at').notNull(),
      expiresAt: k.big('expires_at').notNull(),
    },
    (t) => [
      k.uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
      k.index('sessions_user_idx').on(t.userId),
    ],
  );

  /** Single-use tokens mailed to users: password reset, email confirmation, newsletter links. */
  const mailTokens = k.table(
    'mail_tokens',
    {
      id: k.uuid('id').primaryKey(),
      userId: k
        .uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      purpose: k
        .text('purpose')
        .$type<'password-reset' | 'confirm-email' | 'newsletter'>()
        .notNull(),
      tokenHash: k.text('token_hash').notNull(),
      /** e.g. the address being confirmed, so a later email change cannot be confirmed by an old link */
      data: k.json('data').$type<Record<string, string>>(),
      createdAt: k.big('created_at').notNull(),
      expiresAt: k.big('expires_at'),
      usedAt: k.big('used_at'),
    },
    (t) => [
      k.uniqueIndex('mail_tokens_hash_idx').on(t.tokenHash),
      k.index('mail_tokens_user_idx').on(t.userId),
    ],
  );

  /** Failed sign-ins by account and by address, for throttling password guessing. */
  const loginFailures = k.table(
    'login_failures',
    {
      id: k.uuid('id').primaryKey(),
      key: k.text('key').notNull(),
      at: k.big('at').notNull(),
    },
    (t) => [k.index('login_failures_key_at_idx').on(t.key, t.at)],
  );

  const media = k.table(
    'media',
    {
      id: k.uuid('id').primaryKey(),
      userId: k
        .uuid('user_id')
        .notNull()
        .references(() => users.id),
      purpose: k
        .text('purpose')
        .$type<'entry' | 'preview' | 'audio-cover' | 'avatar' | 'icon'>()
        .notNull(),
      entryId: k.uuid('entry_id'),
      journalId: k.uuid('journal_id'),
      mime: k.text('mime').notNull(),
      size: k.big('size').notNull(),
      sha256: k.text('sha256').notNull(),
      /** server-generated file name under DATA_DIR/media; never derived from user input */
      storageName: k.text('storage_name').notNull(),
      originalName: k.text('original_name'),
      width: k.int('width'),
      height: k.int('height'),
      createdAt: k.big('created_at').notNull(),
      deletedAt: k.big('deleted_at'),
    },
    (t) => [k.index('media_entry_idx').on(t.entryId), k.index('media_user_idx').on(t.userId)],
  );

  const journals = k.table(
    'journals',
    {
      id: k.uuid('id').primaryKey(),
      userId: k
        .uuid('user_id')
        .notNull()
        .references(() => users.id),
      slug: k.text('slug').notNull(),
      title: k.text('title').notNull(),
      description: k.text('description').notNull().default(''),
      private: k.bool('private').notNull().default(false),
      /** owners may open a journal so that anyone can join it as a collaborator */
      open: k.bool('open').notNull().default(false),
      iconMediaId: k.uuid('icon_media_id'),
      shareKey: k.text('share_key'),
      hiddenAt: k.big('hidden_at'),
      /** set on the curated example journals (GET /journals/examples), in the order they show */
      examplePosition: k.int('example_position'),
      /** how many people are in the journal's video room, as the pages in it last reported */
      videoConferenceParticipants: k.int('video_conference_participants').notNull().default(0),
      /**
       * signs the journal's private media links (media/media-urls.ts); raised when a collaborator
       * leaves or the journal is made private, so links handed out before stop working
       */
      mediaKeyVersion: k.int('media_key_version').notNull().default(0),
      createdAt: k.big('created_at').notNull(),
      lastModified: k.big('last_modified').notNull(),
      deletedAt: k.big('deleted_at'),
    },
    (t) => [
      k
        .uniqueIndex('journals_user_slug_idx')
        .on(t.userId, t.slug)
        .where(sql`deleted_at is null`),
      k.uniqueIndex('journals_share_key_idx').on(t.shareKey),
      k.index('journals_user_idx').on(t.userId),
    ],
  );

  const collaborators = k.table(
    'collaborators',
    {
      journalId: k
        .uuid('journal_id')
        .notNull()
        .references(() => journals.id),
      userId: k
        .uuid('user_id')
        .notNull()
        .references(() => users.id),
      createdAt: k.big('created_at').notNull(),
    },
    (t) => [
      k.primaryKey({ columns: [t.journalId, t.userId] }),
      k.index('collaborators_user_idx').on(t.userId),
    ],
  );

  const invitations = k.table(
    'invitations',
    {
      id: k.uuid('id').primaryKey(),
      journalId: k
        .uuid('journal_id')
        .notNull()
        .references(() => journals.id),
      inviterId: k
        .uuid('inviter_id')
        .notNull()
        .references(() => users.id),
      inviteeId: k
        .uuid('invitee_id')
        .notNull()
        .references(() => users.id),
      status: k
        .text('status')
        .$type<'pending' | 'accepted' | 'denied'>()
        .notNull()
        .default('pending'),
      createdAt: k.big('created_at').notNull(),
      lastModified: k.big('last_modified').notNull(),
      deletedAt: k.big('deleted_at'),
    },
    (t) => [
      k.index('invitations_journal_idx').on(t.journalId),
      k.index('invitations_invitee_idx').on(t.inviteeId),
      k
        .uniqueIndex('invitations_pending_idx')
        .on(t.journalId, t.inviteeId)
        .where(sql`status = 'pending' and deleted_at is null`),
    ],
  );

  const entries = k.table(
    'entries',
    {
      id: k.uuid('id').primaryKey(),
      journalId: k
        .uuid('journal_id')
        .notNull()
        .references(() => journals.id),
      /** the author: the owner or a collaborator of the journal */
      userId: k
        .uuid('user_id')
        .notNull()
        .references(() => users.id),
      type: k.text('type').$type<'text' | 'image' | 'video' | 'audio'>().notNull(),
      notes: k.text('notes').notNull().default(''),
      fileMediaId: k.uuid('file_media_id'),
      previewMediaId: k.uuid('preview_media_id'),
      audioCoverMediaId: k.uuid('audio_cover_media_id'),
      pcm: k.json('pcm').$type<number[]>(),
      /** the calendar day the entry counts for in streaks, when it differs from its creation day */
      streakDate: k.text('streak_date'),
      private: k.bool('private').notNull().default(false),
      shareKey: k.text('share_key'),
      hiddenAt: k.big('hidden_at'),
      createdAt: k.big('created_at').notNull(),
      lastModified: k.big('last_modified').notNull(),
      deletedAt: k.big('deleted_at'),
    },
    (t) => [
      k.index('entries_journal_id_idx').on(t.journalId, t.id),
      k.index('entries_user_id_idx').on(t.userId, t.id),
      // Counting a user's live entries (the free limit, numberOfEntries, on every new entry)
      // reads this index alone, instead of every entry row of theirs.
      k.index('entries_user_live_idx').on(t.userId, t.deletedAt),
      k.uniqueIndex('entries_share_key_idx').on(t.shareKey),
    ],
  );

  const comments = k.table(
    'comments',
    {
      id: k.uuid('id').primaryKey(),
      entryId: k
        .uuid('entry_id')
        .notNull()
        .references(() => entries.id),
      userId: k
        .uuid('user_id')
        .notNull()
        .references(() => users.id),
      value: k.text('value').notNull(),
      createdAt: k.big('created_at').notNull(),
      lastModified: k.big('last_modified').notNull(),
      deletedAt: k.big('deleted_at'),
    },
    (t) => [k.index('comments_entry_idx').on(t.entryId, t.id)],
  );

  const bookmarks = k.table(
    'bookmarks',
    {
      id: k.uuid('id').primaryKey(),
      userId: k
        .uuid('user_id')
        .notNull()
        .references(() => users.id),
      entryId: k
        .uuid('entry_id')
        .notNull()
        .references(() => entries.id),
      createdAt: k.big('created_at').notNull(),
      lastModified: k.big('last_modified').notNull(),
      deletedAt: k.big('deleted_at'),
    },
    (t) => [
      k
        .uniqueIndex('bookmarks_user_entry_idx')
        .on(t.userId, t.entryId)
        .where(sql`deleted_at is null`),
    ],
  );

  const chatMessages = k.table(
    'chat_messages',
    {
      id: k.uuid('id').primaryKey(),
      senderId: k
        .uuid('sender_id')
        .notNull()
        .references(() => users.id),
      recipientId: k
        .uuid('recipient_id')
        .notNull()
        .references(() => users.id),
      type: k.text('type').notNull().default('text'),
      value: k.text('value').notNull(),
      createdAt: k.big('created_at').notNull(),
      readAt: k.big('read_at'),
      /** changes when the message is read, so sync carries the read mark */
      lastModified: k.big('last_modified').notNull().default(0),
    },
    (t) => [
      k.index('chat_pair_idx').on(t.senderId, t.recipientId, t.id),
      k.index('chat_unread_idx').on(t.recipientId, t.readAt),
      k.index('chat_recipient_idx').on(t.recipientId, t.id),
    ],
  );

  const activity = k.table(
    'activity',
    {
      id: k.uuid('id').primaryKey(),
      type: k.text('type').notNull(),
      userId: k.uuid('user_id').references(() => users.id),
      journalId: k.uuid('journal_id').references(() => journals.id),
      entryId: k.uuid('entry_id'),
      createdAt: k.big('created_at').notNull(),
    },
    (t) => [
      k.index('activity_journal_idx').on(t.journalId, t.id),
      k.index('activity_user_idx').on(t.userId, t.id),
    ],
  );

  const events = k.table(
    'events',
    {
      id: k.uuid('id').primaryKey(),
      userId: k.uuid('user_id').references(() => users.id),
      name: k.text('name').notNull(),
      dimension: k.text('dimension'),
      value: k.text('value'),
      createdAt: k.big('created_at').notNull(),
    },
    (t) => [k.index('events_user_created_idx').on(t.userId, t.createdAt)],
  );

  /** Following a journal ("shadowing" it); lastSeenAt counts its new entries. */
  const shadows = k.table(
    'shadows',
    {
      userId: k
        .uuid('user_id')
        .notNull()
        .references(() => users.id),
      journalId: k
        .uuid('journal_id')
        .notNull()
        .references(() => journals.id),
      createdAt: k.big('created_at').notNull(),
      lastSeenAt: k.big('last_seen_at').notNull(),
    },
    (t) => [
      k.primaryKey({ columns: [t.userId, t.journalId] }),
      k.index('shadows_journal_idx').on(t.journalId),
    ],
  );

  /** The daily log: the journals a user logs in every day, in their order. */
  const logItems = k.table(
    'log_items',
    {
      id: k.uuid('id').primaryKey(),
      userId: k
        .uuid('user_id')
        .notNull()
        .references(() => users.id),
      journalId: k
        .uuid('journal_id')
        .notNull()
        .references(() => journals.id),
      position: k.int('position').notNull().default(0),
      /** the reminder's wall-clock time HH:MM in the owner's zone; null: no reminder */
      remindAt: k.text('remind_at'),
      /** its ISO weekdays as bits: Monday 1, Tuesday 2, … Sunday 64 */
      remindDays: k.int('remind_days').notNull().default(0),
      /** when the reminder was last set: one set after today's time starts tomorrow */
      remindSetAt: k.big('remind_set_at'),
      createdAt: k.big('created_at').notNull(),
      lastModified: k.big('last_modified').notNull(),
      deletedAt: k.big('deleted_at'),
    },
    (t) => [
      k
        .uniqueIndex('log_items_user_journal_idx')
        .on(t.userId, t.journalId)
        .where(sql`deleted_at is null`),
    ],
  );

  /** A device's Web Push subscription: one per endpoint, dropped when the push service says 404/410. */
  const pushSubscriptions = k.table(
    'push_subscriptions',
    {
      id: k.uuid('id').primaryKey(),
      userId: k
        .uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      endpoint: k.text('endpoint').notNull(),
      p256dh: k.text('p256dh').notNull(),
      auth: k.text('auth').notNull(),
      createdAt: k.big('created_at').notNull(),
      lastUsedAt: k.big('last_used_at'),
    },
    (t) => [
      k.uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
      k.index('push_subscriptions_user_idx').on(t.userId),
    ],
  );

  /**
   * One row per reminder and local day once the scheduler has claimed it: the key makes a day's
   * reminder go out once, whatever the processes and restarts (server/reminders/).
   */
  const reminderSends = k.table(
    'reminder_sends',
    {
      logItemId: k
        .uuid('log_item_id')
        .notNull()
        .references(() => logItems.id, { onDelete: 'cascade' }),
      day: k.text('day').notNull(),
      /** sending (claimed), sent, skipped (the day was logged or nobody to tell), snoozed */
      status: k.text('status').$type<'sending' | 'sent' | 'skipped' | 'snoozed'>().notNull(),
      /** when a claim was made (sending) or when a snoozed reminder falls due again */
      dueAt: k.big('due_at').notNull(),
      claimedAt: k.big('claimed_at').notNull(),
      sentAt: k.big('sent_at'),
    },
    (t) => [
      k.primaryKey({ columns: [t.logItemId, t.day] }),
      k.index('reminder_sends_status_idx').on(t.status, t.dueAt),
    ],
  );

  const testflightSignups = k.table('testflight_signups', {
    id: k.uuid('id').primaryKey(),
    email: k.text('email').notNull(),
    userId: k.uuid('user_id').references(() => users.id),
    createdAt: k.big('created_at').notNull(),
  });

  /** Plus and support-pack purchases, as the billing provider reported them. */
  const purchases = k.table(
    'purchases',
    {
      id: k.uuid('id').primaryKey(),
      userId: k
        .uuid('user_id')
        .notNull()
        .references(() => users.id),
      provider: k.text('provider').notNull(),
      providerRef: k.text('provider_ref').notNull(),
      option: k.text('option').notNull(),
      status: k.text('status').notNull(),
      data: k.json('data').$type<Record<string, unknown>>(),
      createdAt: k.big('created_at').notNull(),
    },
    (t) => [k.uniqueIndex('purchases_provider_ref_idx').on(t.provider, t.providerRef)],
  );

  /** docs/decisions.md #4: the stored answer to each mutating request, by user and Idempotency-Key. */
  const idempotencyKeys = k.table(
    'idempotency_keys',
    {
      userId: k.uuid('user_id').notNull(),
      key: k.text('key').notNull(),
      fingerprint: k.text('fingerprint').notNull(),
      /** 'running' until the first request has answered, then 'done' */
      state: k.text('state').$type<'running' | 'done'>().notNull(),
      status: k.int('status'),
      body: k.text('body'),
      contentType: k.text('content_type'),
      createdAt: k.big('created_at').notNull(),
    },
    (t) => [
      k.primaryKey({ columns: [t.userId, t.key] }),
      k.index('idempotency_created_idx').on(t.createdAt),
    ],
  );

  /**
   * docs/decisions.md #5: one row per (record, audience) that changed, with the sequence number of its latest
   * change. `scope` is 'j:<journal id>' (everyone who may read the journal) or 'u:<user id>'
   * (one user). A pull reads rows past its cursor and sends each record's current state, or a
   * tombstone when the record is gone or no longer visible.
   */
  const syncChanges = k.table(
    'sync_changes',
    {
      kind: k.text('kind').notNull(),
      recordId: k.uuid('record_id').notNull(),
      scope: k.text('scope').notNull(),
      seq: k.big('seq').notNull(),
    },
    (t) => [
      k.primaryKey({ columns: [t.kind, t.recordId, t.scope] }),
      k.index('sync_changes_scope_seq_idx').on(t.scope, t.seq),
    ],
  );

  /**
   * docs/decisions.md #23: each live entry as a pull sends it, written in the transaction that
   * changed it. `body` is the JSON every reader receives alike, without its closing brace: a pull
   * appends what differs by reader or by day (the author's card, media links, the share key) and
   * decides who may read it from the reach kept beside it (the entry's own columns of the same
   * names) and the journal as it is then. A deleted entry has no row; its tombstone comes from
   * its own row, as does an entry changed before this table existed.
   */
  const entryRecords = k.table('entry_records', {
    entryId: k.uuid('entry_id').primaryKey(),
    body: k.text('body').notNull(),
    journalId: k.uuid('journal_id').notNull(),
    userId: k.uuid('user_id').notNull(),
    private: k.bool('private').notNull(),
    hiddenAt: k.big('hidden_at'),
    shareKey: k.text('share_key'),
    fileMediaId: k.uuid('file_media_id'),
    previewMediaId: k.uuid('preview_media_id'),
    audioCoverMediaId: k.uuid('audio_cover_media_id'),
    /**
     * The reach above as one text (entry-records.ts reachText), which a pull reads instead of
     * the columns: joining them in the read cost PostgreSQL a fifth of a sync page's query.
     */
    reach: k.text('reach'),
  });

  /** The change sequence: one row, incremented inside each writing transaction. */
  const syncCounter = k.table('sync_counter', {
    id: k.int('id').primaryKey(),
    value: k.big('value').notNull(),
  });

  /** Values every server process must share, such as the media-signing secret. */
  const serverSettings = k.table('server_settings', {
    key: k.text('key').primaryKey(),
    value: k.text('value').notNull(),
  });

  return {
    users,
    sessions,
    mailTokens,
    loginFailures,
    media,
    journals,
    collaborators,
    invitations,
    entries,
    comments,
    bookmarks,
    chatMessages,
    activity,
    events,
    shadows,
    logItems,
    pushSubscriptions,
    reminderSends,
    testflightSignups,
    purchases,
    idempotencyKeys,
    syncChanges,
    entryRecords,
    syncCounter,
    serverSettings,
  };
}

export type Tables = ReturnType<typeof defineSchema>;
