import { Hono } from 'hono';
import {
  DailyLogSchema,
  LastStreakQuerySchema,
  LastStreakSchema,
  LogAddBodySchema,
  LogItemSchema,
  LogOrderBodySchema,
} from '../../contract/daily-log.js';
import { IdParamSchema } from '../../contract/journals.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireUser } from '../http/auth.js';
import type { AppEnv } from '../http/env.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { writeRoutes } from '../http/write-route.js';
import { addToLog, removeFromLog, reorderLog } from './daily-log.js';
import { dailyLogOf } from './daily-log-view.js';
import { journalStreak } from './journal-streak.js';
import { presentLogItem } from './log-item-json.js';

const tags = ['daily log'];

/**
 * The daily log, which docs/product.md §7 places under the segments of others: /journals/{id}/log-add,
 * /log-remove and /last-streak, and the log itself at /users/log.
 */
export function dailyLogRoutes(deps: AppDeps) {
  const logAdd = new Hono<AppEnv>();
  const logRemove = new Hono<AppEnv>();
  const log = new Hono<AppEnv>();
  const lastStreak = new Hono<AppEnv>();

  writeRoutes(logAdd, deps)(
    'post',
    '/',
    {
      doc: {
        summary: 'Add a journal you may read to your daily log (at the end)',
        tags,
        responses: {
          201: json(LogItemSchema, 'Added'),
          200: json(LogItemSchema, 'The journal was already in your log'),
        },
        errors: [400, 401, 404, 409, 410, 422],
      },
      auth: true,
      params: IdParamSchema,
      body: LogAddBodySchema,
      idempotent: true,
    },
    async (c, { user, params, body }) => {
      const { item, created } = await addToLog(deps, user, params.id, body.id);
      return c.json(presentLogItem(item), created ? 201 : 200);
    },
  );

  writeRoutes(logRemove, deps)(
    'post',
    '/',
    {
      doc: {
        summary: 'Take a journal out of your daily log',
        tags,
        responses: { 204: NoContent },
        errors: [400, 401, 422],
      },
      auth: true,
      params: IdParamSchema,
      idempotent: true,
    },
    async (c, { user, params }) => {
      await removeFromLog(deps, user, params.id);
      return c.body(null, 204);
    },
  );

  log.get(
    '/',
    doc({
      summary: 'Your daily log in your order, each journal with its streak',
      tags,
      auth: true,
      responses: { 200: json(DailyLogSchema, 'The log') },
      errors: [401],
    }),
    requireUser,
    async (c) => c.json(await dailyLogOf(deps, currentUser(c))),
  );

  writeRoutes(log, deps)(
    'post',
    '/',
    {
      doc: {
        summary: 'Order your daily log (journals not named keep their order, after those named)',
        tags,
        responses: { 200: json(DailyLogSchema, 'The log in its new order') },
        errors: [400, 401, 422],
      },
      auth: true,
      body: LogOrderBodySchema,
      idempotent: true,
    },
    async (c, { user, body }) => {
      await reorderLog(deps, user, body.order);
      return c.json(await dailyLogOf(deps, user));
    },
  );

  lastStreak.get(
    '/',
    doc({
      summary: 'A journal’s streak, in your time zone (visitors: the owner’s)',
      tags,
      auth: 'optional',
      responses: { 200: json(LastStreakSchema, 'The streak') },
      errors: [400, 404, 410],
    }),
    validate('param', IdParamSchema),
    validate('query', LastStreakQuerySchema),
    async (c) =>
      c.json(
        await journalStreak(deps, c.get('user'), c.req.valid('param').id, c.req.valid('query').key),
      ),
  );

  return { logAdd, logRemove, log, lastStreak };
}
