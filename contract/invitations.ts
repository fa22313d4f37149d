import { z } from 'zod';
import { RecordIdSchema } from './ids.js';
import { UserRefSchema } from './journals.js';

export const INVITATION_STATUSES = ['pending', 'accepted', 'denied'] as const;

/** An invitation to collaborate on a journal; seen by the invitee and the journal's owner. */
export const InvitationSchema = z.object({
  id: RecordIdSchema,
  journal_id: RecordIdSchema,
  journal: z.object({ id: RecordIdSchema, slug: z.string(), title: z.string() }),
  owner: UserRefSchema,
  inviter: UserRefSchema,
  invitee: UserRefSchema,
  status: z.enum(INVITATION_STATUSES),
  created_at: z.string(),
  last_modified: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
