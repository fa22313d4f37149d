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
import { idempotent } from '../http/idempotency.js';
import { doc, json, NoContent } from '../http/openapi.js';
import { validate } from '../http/validate.js';
import { addToLog, removeFromLog, reorderLog } from './daily-log.js';
import { dailyLogOf } from './daily-log-view.js';
import { journalStreak } from './journal-streak.js';
import { presentLogItem } from './log-item-json.js';

const tags = ['daily log'];

/**
 * The daily log, which SPEC §7 places under the segments of others: /journals/{id}/log-add,
 * /log-remove and /last-streak, and the log itself at /users/log.
 */
export function dailyLogRoutes(deps: AppDeps) {
  const logAdd = new Hono<AppEnv>();
  const logRemove = new Hono<AppEnv>();
  const log = new Hono<AppEnv>();
  const lastStreak = new Hono<AppEnv>();

  logAdd.post(
    '/',
    doc({
      summary: 'Add a journal you may read to your daily log (at the end)',
      tags,
      auth: true,
      idempotent: true,
      responses: {
        201: json(LogItemSchema, 'Added'),
        200: json(LogItemSchema, 'The journal was already in your log'),
      },
      errors: [400, 401, 404, 409, 410, 422],
    }),
    requireUser,
    validate('param', IdParamSchema),
    validate('json', LogAddBodySchema),
    idempotent(deps),
    async (c) => {
      const { item, created } = await addToLog(
        deps,
        currentUser(c),
        c.req.valid('param').id,
        c.req.valid('json').id,
      );
      return c.json(presentLogItem(item), created ? 201 : 200);
    },
  );

  logRemove.post(
    '/',
    doc({
      summary: 'Take a journal out of your daily log',
      tags,
      auth: true,
      idempotent: true,
      responses: { 204: NoContent },
      errors: [400, 401, 422],
    }),
    requireUser,
    validate('param', IdParamSchema),
    idempotent(deps),
    async (c) => {
      await removeFromLog(deps, currentUser(c), c.req.valid('param').id);
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

  log.post(
    '/',
    doc({
      summary: 'Order your daily log (journals not named keep their order, after those named)',
      tags,
      auth: true,
      idempotent: true,
      responses: { 200: json(DailyLogSchema, 'The log in its new order') },
      errors: [400, 401, 422],
    }),
    requireUser,
    validate('json', LogOrderBodySchema),
    idempotent(deps),
    async (c) => {
      const user = currentUser(c);
      await reorderLog(deps, user, c.req.valid('json').order);
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
