import { availableParallelism } from 'node:os'
import { API_TIMEOUT_MS } from '@liuhe/api'
import { themeNames } from '@liuhe/domain'
import { z } from 'zod'

const schema = z.object({
  PLATFORM_URL: z.string().url().default('http://localhost:4100'),
  /** Platform URL as the browser reaches it (sockets); defaults to PLATFORM_URL. */
  PLATFORM_PUBLIC_URL: z.string().url().optional(),
  COMPANY_CODE: z.string().min(1).default('LH'),
  THEME: z.enum(themeNames).default('theme1'),
  SESSION_SECRET: z.string().min(8).default('liuhe-dev-secret-change-me'),
  NODE_ENV: z.string().default('development'),
  /** Secure cookies in production; set COOKIE_SECURE=0 to serve production builds over plain http (local demo). */
  COOKIE_SECURE: z
    .enum(['0', '1'])
    .default('1')
    .transform((v) => v === '1'),
  /**
   * Encrypted mode (the platform runs with PLATFORM_ENCRYPT=1 too): every platform call goes to its
   * `/app-api/encrypt/…` or `…_encrypt.json` form and is decrypted with the platform's key JSON.
   */
  PLATFORM_ENCRYPT: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  /**
   * The platform's proxy secret (the platform runs with the same PLATFORM_PROXY_SECRET): sent with every
   * platform call (platform.server.ts) so the platform believes the end user's address this server forwards.
   * Server side only. Unset or empty: none sent. `npm start` makes one per start (scripts/start.mjs).
   */
  PLATFORM_PROXY_SECRET: z
    .union([z.literal(''), z.string().min(16)])
    .optional()
    .transform((v) => v || undefined),
  /** Port of the app server. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Address the app server binds to; every address when absent. */
  HOST: z.string().min(1).optional(),
  /**
   * How long the app server keeps a guest page and the platform data every visitor shares (shared.server.ts),
   * in ms; 0 turns both off.
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * Time-out of each platform call in ms (packages/api's API_TIMEOUT_MS by default): a page whose platform
   * does not answer in time shows its error state instead of hanging. The fault tests set it low.
   */
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(1).default(API_TIMEOUT_MS),
  /** Worker processes of the production server (server/cluster.ts); one per core by default. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  /**
   * Redis the app servers of several machines share (server/machineBroadcast.ts): the workers' broadcasts
   * (a poll vote forgetting the shared cards) reach every app server on it. Unset or empty: this app server
   * alone. REDIS_PREFIX (default `liuhe`) names the channel, per deployment.
   */
  REDIS_URL: z
    .union([z.literal(''), z.string().url()])
    .optional()
    .transform((v) => v || undefined),
  REDIS_PREFIX: z.string().min(1).default('liuhe'),
  /** Directory of the production build the app server serves: it loads `<BUILD_DIR>/server/index.js`. */
  BUILD_DIR: z.string().min(1).default('build'),
})

/** The server's environment, validated once at boot. */
export const env = (() => {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    )
  }
  return { ...parsed.data, PLATFORM_PUBLIC_URL: parsed.data.PLATFORM_PUBLIC_URL ?? parsed.data.PLATFORM_URL }
})()
