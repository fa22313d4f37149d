import { z } from 'zod';
import { RecordIdSchema } from './ids.js';
import { InvitationSchema } from './invitations.js';
import { ShadowSchema } from './shadows.js';

/** /journals/{id}/invite-user/{userId} and /journals/{id}/remove-user/{userId} */
export const JournalUserParamSchema = z.object({ id: RecordIdSchema, userId: RecordIdSchema });

/** GET /journals/{id}/invitations and GET /auth/journal-invitations: pending ones, newest first. */
export const InvitationListSchema = z.array(InvitationSchema);

/** GET /users/shadows: the journals the user follows, newest-followed first. */
export const ShadowListSchema = z.array(ShadowSchema);
