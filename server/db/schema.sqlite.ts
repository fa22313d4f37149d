// drizzle-kit's entry point for the SQLite migrations; the app uses defineSchema directly.
import { sqliteKit } from './columns.js';
import { defineSchema } from './schema.js';

export const {
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
} = defineSchema(sqliteKit);
