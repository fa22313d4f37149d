import { z } from 'zod';
import { RecordIdSchema } from './ids.js';
import { ClientTimeSchema } from './time.js';
import { EmailSchema, UsernameSchema } from './users.js';

const TIMEZONE_TEXT = 'Please choose a time zone such as Europe/Berlin.';

/**
 * Whether the name is an IANA zone (Europe/Berlin, UTC, Etc/GMT+5) this runtime's Intl knows (the
 * browser's or Node's bundled tz data); offsets such as +01:00 are not zones.
 */
function isTimeZoneName(name: string): boolean {
  if (name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TimezoneSchema = z.string().trim().refine(isTimeZoneName, TIMEZONE_TEXT);

const PROFILE_FIELDS = ['timezone', 'clickedExamplesAt', 'username', 'email', 'newsletter'];

/**
 * POST /users. docs/product.md §7: the page sends its own `id` beside the change ("id and timezone", "id and
 * clickedExamplesAt"); the id must be the signed-in user's.
 */
export const UpdateProfileBodySchema = z
  .object({
    id: RecordIdSchema.optional(),
    timezone: TimezoneSchema.optional(),
    clickedExamplesAt: ClientTimeSchema.nullable().optional(),
    username: UsernameSchema.optional(),
    /** takes effect once the link mailed to the new address is opened; needs current_password */
    email: EmailSchema.optional(),
    /** the account's password, needed only to change the email */
    current_password: z.string().max(256).optional(),
    newsletter: z.boolean().optional(),
  })
  .refine(
    (body) => PROFILE_FIELDS.some((field) => field in body),
    `Please send at least one of ${PROFILE_FIELDS.join(', ')}.`,
  );
export type ProfileChanges = Omit<z.infer<typeof UpdateProfileBodySchema>, 'id'>;

/** A sentence for the person who asked: unsubscribed, signed up, and so on. */
export const AccountMessageSchema = z.object({ message: z.string() });

/**
 * POST /users/newsletter-unsubscribe/{token}?list=true. Without `list` only the newsletter stops;
 * with list=true the address also leaves every list Ritual keeps (the TestFlight sign-ups).
 */
export const NewsletterUnsubscribeQuerySchema = z.object({
  list: z
    .enum(['true', 'false', '1', '0'], 'list must be true or false.')
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export const TestflightSignupBodySchema = z.object({ email: EmailSchema });

/** A short video about a Ritual feature (GET /video-updates), newest first. */
export const VideoUpdateSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  /** an absolute http(s) address, or a path on Ritual's own site */
  url: z.union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/[^/]/)]),
  published_at: z.iso.datetime({ offset: true }),
  description: z.string(),
});
export type VideoUpdate = z.infer<typeof VideoUpdateSchema>;
export const VideoUpdatesSchema = z.object({ videos: z.array(VideoUpdateSchema) });

/** Ritual keeps no Twitter integration; its calls answer with this sentence. */
export const TWITTER_DISABLED = 'The Twitter integration is disabled.';
export const TwitterDisconnectedSchema = z.object({
  connected: z.literal(false),
  message: z.string(),
});
