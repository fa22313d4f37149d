import type { CallOptions } from '../test/harness.js';
import type { World } from './authorization-world.js';

/** The five people every route is tried as, in the order the table's expectations list them. */
export const ACTORS = ['visitor', 'other', 'collaborator', 'owner', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** Expected statuses in ACTORS order: visitor, other, collaborator, owner, admin. */
export type Statuses = readonly [number, number, number, number, number];

/** One request of a row; `{name}` in the route is filled from `params`. */
export interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  body?: CallOptions['body'];
  headers?: Record<string, string>;
}

export interface Row {
  /** `METHOD /path` exactly as openapi.json names it */
  route: string;
  /** which record, when a route has more than one row */
  on?: string;
  expect: Statuses;
  /** Called once per actor, so a row that deletes or changes something builds its own record. */
  request?: (w: World, actor: Actor) => Request | Promise<Request>;
  /** the request ends the actor's session: sign in again before the next row */
  signsOut?: true;
  /**
   * For a list or a search: whether each actor's answer names the record (ACTORS order), so a 200
   * that hands out what the actor may not read fails too.
   */
  holds?: {
    record: (w: World) => string;
    expect: readonly [boolean, boolean, boolean, boolean, boolean];
  };
}

export const signedIn = (status: number): Statuses => [401, status, status, status, status];
export const anyone = (status: number): Statuses => [status, status, status, status, status];
