import { resolve } from 'node:path';
import { z } from 'zod';
import type { PlusOption } from '../contract/billing.js';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../contract/uploads.js';
import { readRateLimits, type RateLimits } from './http/abuse-limits.js';
import { readTrustProxy, type TrustProxy } from './http/trust-proxy.js';

const bytes = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** An optional setting where an empty value means unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** Everything Ritual reads from the environment, with its default. The README lists the same. */
const EnvFields = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  FREE_ENTRY_LIMIT: z.coerce.number().int().min(0).default(100),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Ritual <no-reply@ritual.local>'),
  PUBLIC_URL: z.url().optional(),
  JITSI_DOMAIN: z.string().default('meet.jit.si'),
  MAX_IMAGE_BYTES: bytes(DEFAULT_MAX_UPLOAD_BYTES.image),
  MAX_AUDIO_BYTES: bytes(DEFAULT_MAX_UPLOAD_BYTES.audio),
  MAX_VIDEO_BYTES: bytes(DEFAULT_MAX_UPLOAD_BYTES.video),
  /** How many bytes of files each account may keep stored, without Plus and with it. */
  STORAGE_QUOTA_FREE: bytes(2 * 1024 ** 3),
  STORAGE_QUOTA_PLUS: bytes(50 * 1024 ** 3),
  /**
   * Read the client address from X-Forwarded-For, counted from the right (only behind proxies you
   * trust): `true` or a number is how many proxies stand in front, a comma list of addresses and
   * ranges (10.0.0.2,10.1.0.0/16) names them; `false` reads the socket's peer.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, ctx) => {
      const trust = readTrustProxy(text);
      if (trust && 'problem' in trust) {
        ctx.addIssue({ code: 'custom', message: trust.problem });
        return z.NEVER;
      }
      return trust;
    }),
  /**
   * docs/decisions.md #21: the abuse limits (http/abuse-limits.ts) `on`, `off`, or on with each
   * allowance multiplied by a number (`2` allows twice as many). Sign-in delays stay on regardless.
   */
  RATE_LIMITS: z
    .string()
    .default('on')
    .transform((text, ctx) => {
      const limits = readRateLimits(text);
      if (typeof limits === 'object') {
        ctx.addIssue({ code: 'custom', message: limits.problem });
        return z.NEVER;
      }
      return limits;
    }),
  /** docs/decisions.md #16: Stripe Checkout for plus and the support pack; without a key, payments are off. */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another address for the Stripe API (a local stand-in in tests). */
  STRIPE_API_BASE: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_YEARLY: optionalText,
  STRIPE_PRICE_SUPPORT_PACK: optionalText,
});

const EnvSchema = EnvFields.refine((e) => !e.STRIPE_SECRET_KEY || e.STRIPE_WEBHOOK_SECRET, {
  path: ['STRIPE_WEBHOOK_SECRET'],
  message: 'is needed with STRIPE_SECRET_KEY, or payments would never unlock plus',
});

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiBase: string | undefined;
  /** the Stripe price id of each option this server offers */
  prices: Record<PlusOption, string | undefined>;
}

export interface Config {
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  freeEntryLimit: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  jitsiDomain: string;
  maxBytes: { image: number; audio: number; video: number };
  /** bytes of stored files an account may keep (media/storage-quota.ts) */
  storageQuota: { free: number; plus: number };
  trustProxy: TrustProxy;
  /** the abuse limits' multiplier, or false when they are off */
  rateLimits: RateLimits;
  /** undefined when payments are not configured */
  stripe: StripeSettings | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    freeEntryLimit: e.FREE_ENTRY_LIMIT,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jitsiDomain: e.JITSI_DOMAIN,
    maxBytes: { image: e.MAX_IMAGE_BYTES, audio: e.MAX_AUDIO_BYTES, video: e.MAX_VIDEO_BYTES },
    storageQuota: { free: e.STORAGE_QUOTA_FREE, plus: e.STORAGE_QUOTA_PLUS },
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
            prices: {
              monthly: e.STRIPE_PRICE_MONTHLY,
              yearly: e.STRIPE_PRICE_YEARLY,
              'support-pack': e.STRIPE_PRICE_SUPPORT_PACK,
            },
          }
        : undefined,
  };
}
