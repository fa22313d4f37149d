import { z } from 'zod';
import { NewRecordIdSchema, RecordIdSchema } from './ids.js';
import { UserRefSchema } from './journals.js';

export const MAX_CHAT_MESSAGE_LENGTH = 5_000;

/** A direct message between two users; only the two of them can read it. */
export const ChatMessageSchema = z.object({
  id: RecordIdSchema,
  sender_id: RecordIdSchema,
  recipient_id: RecordIdSchema,
  type: z.string(),
  value: z.string(),
  created_at: z.string(),
  /** when the recipient read it; null while unread */
  read_at: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** One conversation in GET /chat-messages/chats. */
export const ChatSummarySchema = z.object({
  user: UserRefSchema,
  lastMessage: ChatMessageSchema,
  unreadMessages: z.number().int(),
});
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

/** The other user: an id, or a username (the page's /messages/:user route holds a username). */
export const ChatPartnerSchema = z.string().trim().min(1).max(64);

export const SendChatMessageBodySchema = z.object({
  id: NewRecordIdSchema.optional(),
  value: z
    .string()
    .trim()
    .min(1, 'Please write a message.')
    .max(
      MAX_CHAT_MESSAGE_LENGTH,
      `A message must be at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`,
    ),
  recipient: ChatPartnerSchema,
  type: z.literal('text').default('text'),
});

/** GET /chat-messages/chats answers at most this many conversations, the newest first. */
export const MAX_CHATS = 100;

export const ChatSummaryListSchema = z.array(ChatSummarySchema);

export const ChatMessagesQuerySchema = z.object({
  recipient: ChatPartnerSchema,
  cursor: RecordIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A page of one conversation, newest first; pass `next` as `cursor` for older messages. */
export const ChatMessagePageSchema = z.object({
  messages: z.array(ChatMessageSchema),
  next: z.string().nullable(),
});
