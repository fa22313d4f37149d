import { Hono } from 'hono';
import {
  ChatMessagePageSchema,
  ChatMessageSchema,
  ChatMessagesQuerySchema,
  ChatSummaryListSchema,
  SendChatMessageBodySchema,
} from '../../contract/chat.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { doc, json } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { writeRoutes } from '../http/write-route.js';
import { conversation, sendChatMessage } from './chat.js';
import { presentChatMessage } from './chat-json.js';
import { chatSummaries } from './chat-summary.js';

const tags = ['chat'];

/** Direct messages between two users; only the two of them ever see a conversation (at /chat-messages). */
export function chatRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const write = writeRoutes(routes, deps);

  write(
    'post',
    '/',
    {
      doc: {
        summary: 'Send a message to another user (recipient: their id or username)',
        tags,
        responses: {
          201: json(ChatMessageSchema, 'Sent'),
          200: json(ChatMessageSchema, 'A message of yours with this id existed (a replay)'),
        },
        errors: [400, 401, 404, 409, 422],
      },
      auth: true,
      body: SendChatMessageBodySchema,
      idempotent: true,
    },
    async (c, { user, body }) => {
      const { message, created } = await sendChatMessage(deps, user, body);
      const presented = presentChatMessage(message);
      // Committed by now. The sender's room too: their other tabs and devices show it at once.
      // A replay was announced by the attempt that stored it.
      if (created)
        deps.realtime.emitToUsers([message.recipientId, message.senderId], 'message', presented);
      return c.json(presented, created ? 201 : 200);
    },
  );

  routes.get(
    '/chats',
    doc({
      summary: 'Your conversations, newest first, each with its last message and unread count',
      tags,
      auth: true,
      responses: { 200: json(ChatSummaryListSchema, 'At most 100 conversations') },
      errors: [401],
    }),
    requireUser,
    async (c) => {
      const user = currentUser(c);
      return c.json(await chatSummaries(deps, deps.database.read, user));
    },
  );

  routes.get(
    '/',
    doc({
      summary: 'A page of your conversation with one user, newest first; marks it read',
      tags,
      auth: true,
      responses: { 200: json(ChatMessagePageSchema, 'Messages and the cursor of older ones') },
      errors: [400, 401, 404],
    }),
    requireUser,
    validate('query', ChatMessagesQuerySchema),
    async (c) => {
      const page = await conversation(deps, currentUser(c), c.req.valid('query'));
      return c.json({ messages: page.rows.map(presentChatMessage), next: page.next });
    },
  );

  return routes;
}
