import type { Context } from 'hono';
import { ClientErrorLimits } from '../../contract/client-error-limits.js';
import { TooManyText } from '../../contract/error-texts.js';
import type { AppEnv } from './env.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Whom a limit counts. Signed-in routes count the account alone: a batch replays queued writes
 * without the proxy's X-Forwarded-For, so there every user behind the proxy would share one
 * address; and accounts from one address are already few (sign-ups are limited per address).
 */
export type Counted = 'account' | 'address' | 'account-or-address';

/** docs/decisions.md #21: how many of one kind of request one account or address may send. */
export interface AbuseLimit {
  /** unique; the counter's keys in the store start with it */
  name: string;
  method: 'GET' | 'POST';
  /** the full path; ':name' stands for one segment */
  path: string;
  per: Counted;
  /** requests allowed in each window, times RATE_LIMITS' multiplier */
  allowed: number;
  /** seconds; a window starts with the first request it counts */
  window: number;
  /** what there was too much of, in the 429's words */
  words: string;
  /** counts only the requests it says yes to; without it, every one */
  counts?: (c: Context<AppEnv>) => Promise<boolean>;
}

/**
 * A profile update is an email change request only when it names another address; the body is
 * read as the route will read it (Hono keeps the text), and a body it cannot read is the
 * route's to refuse.
 */
async function changesEmail(c: Context<AppEnv>): Promise<boolean> {
  const user = c.get('user');
  if (!user || !c.req.header('content-type')?.toLowerCase().includes('json')) return false;
  try {
    const body: unknown = await c.req.json();
    const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : null;
    return typeof email === 'string' && email.trim().toLowerCase() !== user.email.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Which request gets which limit. Generous for a person, tight for a script: each allows well
 * over what the page sends in normal use, and a refused write waits in the page's queue for its
 * Retry-After (docs/sync.md). Sign-in has its own growing delays (account/login-throttle.ts).
 */
export const ABUSE_LIMITS: readonly AbuseLimit[] = [
  {
    name: 'sign-ups',
    method: 'POST',
    path: '/api/auth/register',
    per: 'address',
    allowed: 5,
    window: HOUR,
    words: TooManyText.signUps,
  },
  {
    name: 'password-resets',
    method: 'POST',
    path: '/api/auth/password-reset',
    per: 'address',
    allowed: 10,
    window: HOUR,
    words: TooManyText.passwordResets,
  },
  {
    name: 'email-changes',
    method: 'POST',
    path: '/api/users',
    per: 'account',
    allowed: 5,
    window: HOUR,
    words: TooManyText.emailChanges,
    counts: changesEmail,
  },
  {
    name: 'user-searches',
    method: 'GET',
    path: '/api/users/search/:term',
    per: 'account-or-address',
    allowed: 60,
    window: MINUTE,
    words: TooManyText.userSearches,
  },
  {
    // Each search ranks the whole index: like the user search, generous for typing, not for a script.
    name: 'entry-searches',
    method: 'GET',
    path: '/api/search/entries',
    per: 'account-or-address',
    allowed: 60,
    window: MINUTE,
    words: TooManyText.entrySearches,
  },
  {
    name: 'chat-messages',
    method: 'POST',
    path: '/api/chat-messages',
    per: 'account',
    allowed: 30,
    window: MINUTE,
    words: TooManyText.chatMessages,
  },
  {
    name: 'chat-messages-hourly',
    method: 'POST',
    path: '/api/chat-messages',
    per: 'account',
    allowed: 600,
    window: HOUR,
    words: TooManyText.chatMessages,
  },
  {
    name: 'comments',
    method: 'POST',
    path: '/api/comments',
    per: 'account',
    allowed: 20,
    window: MINUTE,
    words: TooManyText.comments,
  },
  {
    name: 'comments-hourly',
    method: 'POST',
    path: '/api/comments',
    per: 'account',
    allowed: 200,
    window: HOUR,
    words: TooManyText.comments,
  },
  {
    name: 'invitations',
    method: 'POST',
    path: '/api/journals/:id/invite-user/:userId',
    per: 'account',
    allowed: 30,
    window: HOUR,
    words: TooManyText.invitations,
  },
  {
    name: 'events',
    method: 'POST',
    path: '/api/events',
    per: 'account',
    allowed: 60,
    window: MINUTE,
    words: TooManyText.events,
  },
  {
    name: 'client-errors',
    method: 'POST',
    path: '/api/client-errors',
    per: 'account-or-address',
    allowed: ClientErrorLimits.reportsPerMinute,
    window: MINUTE,
    words: TooManyText.clientErrors,
  },
  {
    name: 'testflight',
    method: 'POST',
    path: '/api/users/testflight',
    per: 'account-or-address',
    allowed: 5,
    window: HOUR,
    words: TooManyText.testflight,
  },
  {
    // Each subscription is an address the server posts to: a device subscribes once, renews rarely.
    name: 'push-subscriptions',
    method: 'POST',
    path: '/api/push/subscriptions',
    per: 'account',
    allowed: 30,
    window: HOUR,
    words: TooManyText.pushSubscriptions,
  },
  {
    // Without a session: counted per address, and each try is a guess at an endpoint's auth secret.
    name: 'push-renewals',
    method: 'POST',
    path: '/api/push/subscriptions/renew',
    per: 'address',
    allowed: 30,
    window: HOUR,
    words: TooManyText.pushSubscriptions,
  },
  {
    name: 'snoozes',
    method: 'POST',
    path: '/api/push/snooze',
    per: 'address',
    allowed: 60,
    window: HOUR,
    words: TooManyText.snoozes,
  },
];

/** RATE_LIMITS: false when off, else the multiplier of every limit's allowance ('on' is 1). */
export type RateLimits = false | number;

const RATE_LIMITS_FORMS =
  'RATE_LIMITS must be on, off, or a multiplier above 0 (2 allows twice as many)';

/** RATE_LIMITS' text as RateLimits; a message saying what it may be when it is none of them. */
export function readRateLimits(text: string): RateLimits | { problem: string } {
  const word = text.trim().toLowerCase();
  if (['', 'on', 'true', 'yes'].includes(word)) return 1;
  if (['off', 'false', 'no'].includes(word)) return false;
  const multiplier = Number(word);
  return /^\d*\.?\d+$/.test(word) && multiplier > 0 ? multiplier : { problem: RATE_LIMITS_FORMS };
}
