import { resolve } from 'node:path';
import { z } from 'zod';
import type { PlusOption } from '../contract/billing.js';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../contract/uploads.js';
import { readRateLimits, type RateLimits } from './http/abuse-limits.js';
import { readTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import { readMediaStore } from './media/media-store-setting.js';
import type { S3Settings } from './media/s3-media-files.js';

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
  /**
   * docs/decisions.md #23: where media files are kept: `local` (DATA_DIR/media), or an
   * S3-compatible bucket as `s3://bucket` or `s3://bucket/prefix/`, which several machines share.
   */
  MEDIA_STORE: z
    .string()
    .default('local')
    .transform((text, ctx) => {
      const store = readMediaStore(text);
      if ('problem' in store) {
        ctx.addIssue({ code: 'custom', message: store.problem });
        return z.NEVER;
      }
      return store;
    }),
  /** Another S3-compatible service than AWS (MinIO, R2, Ceph): its address. */
  S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().default('us-east-1'),
  /** Without them the AWS SDK's own chain answers (AWS_ACCESS_KEY_ID, an instance role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /**
   * Megabytes of serialized read answers each process keeps (http/page-cache.ts); 0 keeps none.
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /**
   * docs/decisions.md #22: the Web Push (VAPID) key pair reminders are signed with, base64url as
   * `web-push generate-vapid-keys` prints them; without them the server makes a pair once and
   * keeps it in the database (push/vapid-keys.ts).
   */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** Whom push services may contact about this server's pushes: a mailto: or https: address. */
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// address')
      .optional(),
  ),
});

const EnvSchema = EnvFields.refine((e) => !e.STRIPE_SECRET_KEY || e.STRIPE_WEBHOOK_SECRET, {
  path: ['STRIPE_WEBHOOK_SECRET'],
  message: 'is needed with STRIPE_SECRET_KEY, or payments would never unlock plus',
})
  .refine((e) => !e.S3_ACCESS_KEY_ID === !e.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither',
  })
  .refine((e) => !e.VAPID_PUBLIC_KEY === !e.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither',
  });

/** A mailto: address from MAIL_FROM ("Ritual <no-reply@ritual.local>"). */
const mailtoOf = (mailFrom: string) =>
  `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()}`;

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
  /** bytes of serialized read answers each process keeps (http/page-cache.ts) */
  pageCacheBytes: number;
  /** where media files are kept (media/media-files.ts): DATA_DIR/media, or a bucket */
  mediaStore: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  /** undefined when payments are not configured */
  stripe: StripeSettings | undefined;
  /** the VAPID key pair from the environment; undefined: made once and kept in the database */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** VAPID's contact: VAPID_SUBJECT, else PUBLIC_URL when https, else MAIL_FROM's address */
  vapidSubject: string;
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
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    freeEntryLimit: e.FREE_ENTRY_LIMIT,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    jitsiDomain: e.JITSI_DOMAIN,
    maxBytes: { image: e.MAX_IMAGE_BYTES, audio: e.MAX_AUDIO_BYTES, video: e.MAX_VIDEO_BYTES },
    storageQuota: { free: e.STORAGE_QUOTA_FREE, plus: e.STORAGE_QUOTA_PLUS },
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    mediaStore:
      e.MEDIA_STORE.kind === 'local'
        ? e.MEDIA_STORE
        : {
            ...e.MEDIA_STORE,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          },
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
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject:
      e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : mailtoOf(e.MAIL_FROM)),
  };
}
