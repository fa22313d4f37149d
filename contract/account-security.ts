import { z } from 'zod';
import { PasswordSchema } from './users.js';

/** POST /auth/password: the account's password now, and the new one. */
export const ChangePasswordBodySchema = z.object({
  current_password: z.string().min(1, 'Please enter your current password.').max(256),
  password: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/**
 * What a password change, a sign-out everywhere or an email change's cancel link answers: a
 * sentence for the person who asked.
 */
export const AccountSecurityAnswerSchema = z.object({ message: z.string() });

export const PASSWORD_CHANGED = 'Your password was changed. Your other devices were signed out.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
export const SIGNED_OUT_EVERYWHERE = 'You were signed out on every device.';

/** POST /auth/cancel-email-change/{token}, the link in the notice to the old address. */
export const emailChangeCancelled = (email: string) =>
  `The change of your email address was cancelled. Your address stays ${email}.`;
export const EMAIL_CHANGE_ALREADY_STOPPED =
  'This change of your email address was already stopped. It will not go through.';
export const EMAIL_CHANGE_WENT_THROUGH =
  'This change of your email address already went through, so it can no longer be cancelled.';

/** The parts of the account export (GET /users/export), each a JSON array or object in the zip. */
export const EXPORT_FILES = [
  'user.json',
  'journals.json',
  'entries.json',
  'comments.json',
  'bookmarks.json',
  'chat-messages.json',
] as const;

/** ritual-export-<username>-<YYYY-MM-DD>.zip; `day` is the calendar day in the user's timezone. */
export const exportFileName = (username: string, day: string) =>
  `ritual-export-${username}-${day}.zip`;
