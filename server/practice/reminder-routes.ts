import { Hono } from 'hono';
import { IdParamSchema } from '../../contract/journals.js';
import { LogItemSchema } from '../../contract/daily-log.js';
import { LogRemindBodySchema, RemindersPauseBodySchema } from '../../contract/reminders.js';
import { UserSchema } from '../../contract/users.js';
import { ownUserById } from '../account/accounts.js';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { json } from '../http/openapi.js';
import { writeRoutes } from '../http/write-route.js';
import { presentLogItem } from './log-item-json.js';
import { setLogReminder } from './log-reminder.js';
import { pauseReminders } from './reminders-pause.js';

const tags = ['reminders'];

/**
 * Reminders (docs/decisions.md #22), written like any change to the daily log: a journal's at
 * /journals/{id}/log-remind, the account's pause at /users/reminders.
 */
export function reminderRoutes(deps: AppDeps) {
  const logRemind = new Hono<AppEnv>();
  const remindersPause = new Hono<AppEnv>();

  writeRoutes(logRemind, deps)(
    'post',
    '/',
    {
      doc: {
        summary:
          'Remind you of a journal in your daily log at HH:MM (your time zone) on the weekdays named (1 Monday … 7 Sunday), unless logged that day; null for no reminder',
        tags,
        responses: { 200: json(LogItemSchema, 'The log item with its reminder') },
        errors: [400, 401, 404, 422],
      },
      auth: true,
      params: IdParamSchema,
      body: LogRemindBodySchema,
      idempotent: true,
    },
    async (c, { user, params, body }) =>
      c.json(presentLogItem(await setLogReminder(deps, user, params.id, body.reminder))),
  );

  writeRoutes(remindersPause, deps)(
    'post',
    '/',
    {
      doc: {
        summary: 'Pause every reminder of your account, or resume them',
        tags,
        responses: { 200: json(UserSchema, 'You, with reminders_paused') },
        errors: [400, 401, 422],
      },
      auth: true,
      body: RemindersPauseBodySchema,
      idempotent: true,
    },
    async (c, { user, body }) => {
      await pauseReminders(deps, user, body.paused);
      return c.json(await ownUserById(deps, user.id));
    },
  );

  return { logRemind, remindersPause };
}
