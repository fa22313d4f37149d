import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Store } from '../db/database.js';
import { updatePlan } from '../billing/plus.js';
import type { UserRow } from '../db/rows.js';

interface AdminOutput {
  out(line: string): void;
  err(line: string): void;
}

export const ADMIN_USAGE = `Usage: npm run admin -- <command> <username>
  grant <username>    make the user an administrator (may moderate entries and journals)
  revoke <username>   take administrator rights away
  plus <username>     give the user plus for life
  unplus <username>   take plus away (the lifetime flag and any paid period)`;

/** What each command changes, and the line it prints. */
const COMMANDS = {
  grant: {
    apply: (tx: Store, user: UserRow) => setRole(tx, user, 'admin'),
    done: (name: string) => `${name} is now an administrator.`,
  },
  revoke: {
    apply: (tx: Store, user: UserRow) => setRole(tx, user, 'user'),
    done: (name: string) => `${name} is no longer an administrator.`,
  },
  plus: {
    apply: (tx: Store, user: UserRow) => updatePlan(tx, user.id, { plus: true }),
    done: (name: string) => `${name} now has plus for life.`,
  },
  unplus: {
    apply: (tx: Store, user: UserRow) => updatePlan(tx, user.id, { plus: false, plusUntil: null }),
    done: (name: string) => `${name} no longer has plus.`,
  },
} as const;

async function setRole({ db, t }: Store, user: UserRow, role: UserRow['role']): Promise<void> {
  await db.update(t.users).set({ role }).where(eq(t.users.id, user.id));
}

const isCommand = (name: string | undefined): name is keyof typeof COMMANDS =>
  name !== undefined && Object.hasOwn(COMMANDS, name);

/**
 * `npm run admin -- <command> <username>` on an open database. Prints one line saying what it
 * did; returns the exit code: 0 done, 1 for bad arguments or an unknown user.
 */
export async function runAdminCommand(
  args: readonly string[],
  database: Database,
  output: AdminOutput,
): Promise<number> {
  const [name, username, ...rest] = args;
  if (!isCommand(name) || !username || rest.length > 0) {
    output.err(
      name && !isCommand(name) ? `Unknown command "${name}".\n${ADMIN_USAGE}` : ADMIN_USAGE,
    );
    return 1;
  }
  const command = COMMANDS[name];
  const found = await database.transaction(async (tx) => {
    const [user] = await tx.db
      .select()
      .from(tx.t.users)
      .where(and(eq(tx.t.users.usernameKey, username.toLowerCase()), isNull(tx.t.users.deletedAt)));
    if (user) await command.apply(tx, user);
    return user;
  });
  if (!found) {
    output.err(`No user is called "${username}".`);
    return 1;
  }
  output.out(command.done(found.username));
  return 0;
}
