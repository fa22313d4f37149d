import { z } from 'zod';
import { RecordIdSchema } from './ids.js';

/**
 * First path segments the app's own routes use (docs/product.md §2). A username is also a path (/:slug), so
 * these cannot be taken as usernames.
 */
export const RESERVED_USERNAMES = new Set([
  'about',
  'activity',
  'admin',
  'api',
  'app',
  'assets',
  'blog',
  'cancel-email-change',
  'confirm-email',
  'create-journal',
  'daily',
  'embed',
  'examples',
  'export',
  'explore',
  'finder',
  'home',
  'icons',
  'index',
  'ios',
  'join',
  'login',
  'logout',
  'manifest',
  'media',
  'messages',
  'new',
  'newsletter-unsubscribe',
  'password-reset',
  'plus',
  'push',
  'register',
  'ritual',
  'settings',
  'share',
  'socket.io',
  'static',
  'stats',
  'support',
  'thank-you',
  'twitter-disabled',
  'unlock',
  'users',
]);

export const UsernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(30, 'Username must be at most 30 characters.')
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_.-]*$/,
    'Username may contain letters, digits, dots, dashes and underscores, starting with a letter or digit.',
  )
  .refine((name) => !RESERVED_USERNAMES.has(name.toLowerCase()), 'This username is taken.');

export const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email('Please enter a valid email address.'))
  .transform((email) => email.toLowerCase());

/** Long enough to resist guessing; bounded so that hashing cannot be used to exhaust the server. */
export const PasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .max(256, 'Password must be at most 256 characters.');

export const RegisterBodySchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});

export const LoginBodySchema = z.object({
  login: z.string().trim().min(1, 'Please enter your username or email.').max(254),
  password: z.string().min(1, 'Please enter your password.').max(256),
});

export const PasswordResetRequestSchema = z
  .object({
    login: z.string().trim().min(1).max(254).optional(),
    email: z.string().trim().min(1).max(254).optional(),
  })
  .refine((body) => body.login ?? body.email, 'Please enter your username or email.');

export const PasswordResetSetSchema = z.object({ password: PasswordSchema });

export const JournalRefSchema = z.object({
  id: RecordIdSchema,
  slug: z.string(),
  title: z.string(),
});

/**
 * A user as the pinned contract (docs/product.md §7) shows them to anyone: no email, plan or free
 * limit, and no timezone (null), which would say where they live; `numberOfEntries` and
 * `journals` count only what the viewer may see.
 */
export const PublicUserSchema = z.object({
  id: RecordIdSchema,
  ritual_user: z.string(),
  avatar: z.string().nullable(),
  /** only to its owner */
  plus: z.boolean().optional(),
  support_pack: z.string().nullable(),
  timezone: z.string().nullable(),
  numberOfEntries: z.number().int(),
  /** only to its owner */
  freeEntryLimit: z.number().int().optional(),
  clickedExamplesAt: z.string().nullable(),
  created_at: z.string(),
  journals: z.array(JournalRefSchema),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** The signed-in user's own record: the same, with the email, plan, free limit and timezone. */
export const UserSchema = PublicUserSchema.extend({
  plus: z.boolean(),
  timezone: z.string(),
  /** all their entries, what the free limit counts */
  numberOfEntries: z.number().int(),
  freeEntryLimit: z.number().int(),
  email: z.string(),
  email_confirmed: z.boolean(),
  /** an address asked for and mailed a link, not yet confirmed; `email` stays until it is */
  pending_email: z.string().nullable(),
  /** the user moderates (users.role is admin): Hide / Restore on entries and journals */
  admin: z.boolean().optional(),
  /** whether the newsletter is wanted (settings; every newsletter mail carries an unsubscribe link) */
  newsletter: z.boolean(),
  /** every reminder paused (contract/reminders.ts); absent from records kept before reminders */
  reminders_paused: z.boolean().default(false),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResultSchema = z.object({ user: UserSchema, token: z.string() });
export const CurrentUserSchema = z.object({ user: UserSchema });

/** A token from a mailed link (password reset, email confirmation), as it appears in the path. */
export const MailTokenParamSchema = z.object({
  token: z.string().min(1).max(200, 'This link is invalid or has expired.'),
});

/** The same answer whether or not an account matched: it must not reveal who has one. */
export const PasswordResetRequestedSchema = z.object({ message: z.string() });
export const PasswordResetLinkSchema = z.object({ valid: z.literal(true) });
