import { createHash, timingSafeEqual } from 'node:crypto'
import { BlockList, isIP } from 'node:net'
import { RATE_LIMITED_MESSAGE } from '@liuhe/domain'
import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Clock } from '../clock'
import { HttpError } from '../envelope'
import { createLocalWindows, type WindowCounters, type WindowSide } from '../shared/windows'
import { type ConfigStore, configKeys } from '../store/config'

/** At most `max` requests in `windowMs`; the window starts at a key's first request. */
export interface Window {
  max: number
  windowMs: number
}

/** One limited action: a limit per client IP and, where the request names one, per account. */
export interface RateRule {
  perIp: Window
  perAccount?: Window
}

/** The limited actions. */
export type RateAction = 'login' | 'register' | 'captcha' | 'bet' | 'chat'

/**
 * The default limits, in one place. Config key `rate_limits` (a partial of this, per action and side)
 * overrides them at run time, so tests and the bench can raise them (`/app-api/__test__/config`).
 *
 * Per IP they are generous: many users may share one address (a carrier's or an office's), and the e2e
 * suite logs in and registers from 127.0.0.1 many times a minute. Per account they are tighter: one
 * person does not log in 30 times a minute or place 10 bets a second (tests/perf/bench.mjs raises `bet`).
 */
export const DEFAULT_RATE_LIMITS: Record<RateAction, RateRule> = {
  login: { perIp: { max: 300, windowMs: 60_000 }, perAccount: { max: 30, windowMs: 60_000 } },
  register: { perIp: { max: 120, windowMs: 10 * 60_000 } },
  captcha: { perIp: { max: 300, windowMs: 60_000 } },
  bet: { perIp: { max: 3000, windowMs: 60_000 }, perAccount: { max: 600, windowMs: 60_000 } },
  chat: { perIp: { max: 600, windowMs: 60_000 }, perAccount: { max: 10, windowMs: 10_000 } },
}

/** The stored override: any action, any side, any field. */
export type RateLimitOverride = Partial<Record<RateAction, Partial<Record<keyof RateRule, Partial<Window>>>>>

/** The limits in force: the defaults with the `rate_limits` config laid over them. */
export async function rateLimitsOf(config: ConfigStore): Promise<Record<RateAction, RateRule>> {
  const override = (await config.getConfig<RateLimitOverride>(configKeys.rateLimits)) ?? {}
  const merged = {} as Record<RateAction, RateRule>
  for (const action of Object.keys(DEFAULT_RATE_LIMITS) as RateAction[]) {
    const base = DEFAULT_RATE_LIMITS[action]
    const over = override[action] ?? {}
    merged[action] = {
      perIp: { ...base.perIp, ...over.perIp },
      ...(base.perAccount || over.perAccount
        ? {
            perAccount: {
              max: Number.MAX_SAFE_INTEGER,
              windowMs: 60_000,
              ...base.perAccount,
              ...over.perAccount,
            },
          }
        : {}),
    }
  }
  return merged
}

/**
 * Fixed-window counters keyed by action, side and key, on the platform's clock (a manual clock in tests:
 * a window ends only when the test advances it). Where they are kept is `windows` (shared/windows.ts): this
 * process's memory by default (a restart forgets them), or Redis, shared by every platform process
 * (`REDIS_URL`, shared/index.ts).
 */
export function createRateLimiter(
  config: ConfigStore,
  clock: Clock,
  windows: WindowCounters = createLocalWindows(),
) {
  return {
    /**
     * Counts one request of `action` for the IP and the account when every counter has room, and answers
     * `undefined`; otherwise counts nothing and answers the seconds until every full window has ended.
     */
    async take(action: RateAction, ip: string, account?: string): Promise<number | undefined> {
      const rule = (await rateLimitsOf(config))[action]
      const sides: WindowSide[] = [{ key: `${action}|ip|${ip}`, ...rule.perIp }]
      if (account !== undefined && rule.perAccount) {
        sides.push({ key: `${action}|account|${account.toLowerCase()}`, ...rule.perAccount })
      }
      const waitMs = await windows.take(sides, clock.now())
      return waitMs === undefined ? undefined : Math.max(1, Math.ceil(waitMs / 1000))
    },
  }
}

/** The rate limiter of one platform. */
export type RateLimiter = ReturnType<typeof createRateLimiter>

/**
 * The proxies whose forwarding header (`x-forwarded-for`) is believed: addresses and CIDR ranges, IPv4 or
 * IPv6 (an IPv4-mapped IPv6 peer matches its IPv4 entry).
 */
export type TrustedProxies = BlockList

/** The default: loopback only, i.e. the app's own server on the same machine (apps/mobile/server/app.ts). */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8,::1'

/**
 * Parses `PLATFORM_TRUSTED_PROXIES`: comma-separated addresses or CIDRs (`10.0.0.5, 10.1.0.0/16, fd00::/8`);
 * empty trusts no proxy. Throws on an entry that is neither, so a typo does not silently trust nothing.
 */
export function parseTrustedProxies(text: string = DEFAULT_TRUSTED_PROXIES): TrustedProxies {
  const list = new BlockList()
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', bits, extra] = entry.split('/')
    const type = isIP(address) === 4 ? 'ipv4' : isIP(address) === 6 ? 'ipv6' : undefined
    const prefix = bits === undefined ? undefined : Number(bits)
    const max = type === 'ipv4' ? 32 : 128
    if (
      !type ||
      extra !== undefined ||
      (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max))
    ) {
      throw new Error(`PLATFORM_TRUSTED_PROXIES: "${entry}" is not an address or CIDR`)
    }
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, prefix, type)
  }
  return list
}

const defaultTrusted = parseTrustedProxies()

/** True when `address` is an IP address in the list. */
function isTrusted(trusted: TrustedProxies, address: string): boolean {
  const version = isIP(address)
  return version !== 0 && trusted.check(address, version === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The header with which the app's server proves it is the proxy: the shared secret `PLATFORM_PROXY_SECRET`
 * (sent by packages/api `createHttp` and the app's captcha route, apps/mobile/app/server/platform/platform.server.ts).
 */
export const PROXY_SECRET_HEADER = 'x-liuhe-proxy-secret'

/** A configured proxy secret, kept as its SHA-256 digest so every comparison is of 32 bytes. */
export interface ProxySecret {
  readonly digest: Buffer
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/**
 * Parses `PLATFORM_PROXY_SECRET`: unset or empty configures none (trusted proxies are believed on their
 * address alone); a secret shorter than 16 characters throws, as one that could be guessed. `npm start`
 * makes a random one per start (scripts/start.mjs).
 */
export function parseProxySecret(text: string | undefined): ProxySecret | undefined {
  if (!text) return undefined
  if (text.length < 16) throw new Error('PLATFORM_PROXY_SECRET: at least 16 characters')
  return { digest: sha256(text) }
}

/**
 * Whether a request vouches for its forwarding header: always when no proxy secret is configured, else only
 * when its {@link PROXY_SECRET_HEADER} is exactly the secret (compared in constant time).
 */
export function proxyVouches(
  secret: ProxySecret | undefined,
  given: string | readonly string[] | undefined,
): boolean {
  if (!secret) return true
  return typeof given === 'string' && timingSafeEqual(sha256(given), secret.digest)
}

/**
 * The client address of a request, for HTTP and the chat socket alike: the socket's peer, unless the peer is
 * a trusted proxy and the request is vouched for ({@link proxyVouches}: it carries the proxy secret when one
 * is configured, so a process on the proxy's machine cannot pose as the proxy); then the right-most
 * `x-forwarded-for` entry that is not a trusted proxy (each proxy appends the address it was reached from, so
 * entries left of that are whatever the client sent), or the left-most when every entry is trusted. A peer
 * that is not trusted never has its header read. No peer (in-process requests, `app.request`) is the
 * platform's own code: `local`, its header read as a proxy's (when vouched for).
 */
export function forwardedClientIp(
  peer: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trusted: TrustedProxies = defaultTrusted,
  vouched = true,
): string {
  if (peer && !isTrusted(trusted, peer)) return peer
  if (!vouched) return peer ?? 'local'
  const chain = (typeof forwardedFor === 'string' ? [forwardedFor] : (forwardedFor ?? []))
    .flatMap((header) => header.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!isTrusted(trusted, chain[i]!)) return chain[i]!
  }
  return chain[0] ?? peer ?? 'local'
}

/**
 * The client address of an HTTP request ({@link forwardedClientIp}): the peer, the trusted proxies and the
 * proxy secret come with the request's bindings (`createPlatform` adds `trustedProxies` and `proxySecret`
 * from `PLATFORM_TRUSTED_PROXIES` and `PLATFORM_PROXY_SECRET`; the encrypted routes pass the bindings and
 * the headers on).
 */
export function clientIp(c: Context): string {
  const env = c.env as
    | {
        incoming?: { socket?: { remoteAddress?: string } }
        trustedProxies?: TrustedProxies
        proxySecret?: ProxySecret
      }
    | undefined
  return forwardedClientIp(
    env?.incoming?.socket?.remoteAddress,
    c.req.header('x-forwarded-for'),
    env?.trustedProxies,
    proxyVouches(env?.proxySecret, c.req.header(PROXY_SECRET_HEADER)),
  )
}

/**
 * Middleware limiting `action`: 429 `SYS/TOO_MANY_REQUESTS` 操作过于频繁，请稍后再试 with `Retry-After`, before
 * the handler runs (nothing is written). `accountOf` names the account or user when the request has one.
 */
export function rateLimit(
  limiter: RateLimiter,
  action: RateAction,
  accountOf?: (c: Context) => string | undefined | Promise<string | undefined>,
): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    const account = accountOf ? await accountOf(c) : undefined
    const retryAfter = await limiter.take(action, clientIp(c), account)
    if (retryAfter !== undefined) {
      c.header('retry-after', String(retryAfter))
      throw new HttpError(429, 'SYS/TOO_MANY_REQUESTS', RATE_LIMITED_MESSAGE)
    }
    await next()
  })
}

/** The `account` field of a form body (login), trimmed; Hono keeps the parsed body for the validator. */
export async function formAccount(c: Context): Promise<string | undefined> {
  const body = await c.req.parseBody().catch(() => {
    // A body that does not parse (multipart without a boundary) would stay cached as a failure that the
    // route's validator rethrows as it is (a 500): without it the validator reads the body itself and answers
    // 400 参数错误：body (http/validate.ts, http/errorAnswer.ts).
    delete c.req.bodyCache.formData
    return {} as Record<string, unknown>
  })
  const account = body.account
  return typeof account === 'string' && account.trim() ? account.trim() : undefined
}
