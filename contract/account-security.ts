import { z } from 'zod';
import { PasswordSchema } from './users.js';

/** POST /auth/password: the account's password now, and the new one. */
export const ChangePasswordBodySchema = z.object({
  current_password: z.string().min(1, 'Please enter your current password.').max(256),
  password: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** What a password change or a sign-out everywhere answers: a sentence for the person who asked. */
export const AccountSecurityAnswerSchema = z.object({ message: z.string() });

export const PASSWORD_CHANGED = 'Your password was changed. Your other devices were signed out.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
export const SIGNED_OUT_EVERYWHERE = 'You were signed out on every device.';

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
