import { failureTexts } from '@liuhe/domain'
import { z } from 'zod'
import { decryptText, SECRET_KEY_PATH } from './crypto'
import { ApiError, clientErrorCodes } from './errors'

/** Default time-out of platform calls. */
export const API_TIMEOUT_MS = 20_000
/** Default time-out of chat calls. */
export const CHAT_TIMEOUT_MS = 60_000
/** The chat service's base path on the platform origin. */
export const CHAT_BASE_PATH = '/api-messen'
/**
 * The header carrying {@link HttpOptions.proxySecret}, with which a server calling for its users proves to
 * the platform that it is the proxy (apps/platform/src/http/rateLimit.ts reads it).
 */
export const PROXY_SECRET_HEADER = 'x-liuhe-proxy-secret'

/** Options of the HTTP core. */
export interface HttpOptions {
  /** Platform origin, e.g. `http://localhost:4100`; API calls go under `/app-api`. */
  origin: string
  /** Access token, sent as `Authorization: Bearer …` and `token`. */
  token?: string | undefined
  /** Company code, sent as the `companycode` header. */
  companyCode?: string | undefined
  /**
   * The end user's address, sent as `x-forwarded-for` by a server calling for them (the platform's rate
   * limits key by it when the caller is a trusted proxy).
   */
  forwardedFor?: string | undefined
  /**
   * The platform's proxy secret (`PLATFORM_PROXY_SECRET`), sent as {@link PROXY_SECRET_HEADER} so the
   * platform believes `forwardedFor`. Server side only: never give it to a browser.
   */
  proxySecret?: string | undefined
  /** Time-out in milliseconds (default 20 000). */
  timeoutMs?: number
  /** Fetch implementation (default: the global one). */
  fetch?: typeof fetch
  /**
   * Encrypted mode: API calls go under `/app-api/encrypt`, encryptable static JSON is read from its
   * `_encrypt.json` variant, and answers are AES-decrypted with the key JSON (fetched once).
   */
  encrypted?: boolean
}

/** Query parameters; `undefined` values are left out. */
export type Query = Record<string, string | number | boolean | undefined>

/** A request of the HTTP core. */
export interface RequestSpec<T> {
  method?: 'GET' | 'POST'
  /** Path under the base, e.g. `/v/lottery/openInfo`. */
  path: string
  /**
   * Which base the path is under: the API prefix (default), the host root (static JSON) or the chat
   * service's prefix `/api-messen` (never encrypted).
   */
  base?: 'api' | 'root' | 'chat'
  query?: Query
  /** Form fields, sent `application/x-www-form-urlencoded`. */
  form?: Record<string, string | number | undefined>
  /** JSON body. */
  json?: unknown
  /** Multipart body (an image upload); the runtime sets its content type. */
  multipart?: FormData
  /** Time-out of this call in milliseconds (default: the core's). */
  timeoutMs?: number
  /** Schema of the `data` field of the success envelope. */
  schema: z.ZodType<T>
  signal?: AbortSignal
  /** Static JSON that has an `_encrypt.json` variant, read in encrypted mode. */
  encryptable?: boolean
}

/** A success envelope: `{ data, totalCount? }`. */
export interface Envelope<T> {
  data: T
  totalCount?: number
  /** Extra figures some list answers carry beside the page (the sub-user list's team totals); unchecked. */
  otherData?: unknown
}

/** Whether a request goes out in encrypted form (see {@link HttpOptions.encrypted}). */
function isEncrypted(options: HttpOptions, spec: RequestSpec<unknown>): boolean {
  if (spec.base === 'chat') return false
  return !!options.encrypted && ((spec.base ?? 'api') === 'api' || !!spec.encryptable)
}

function buildUrl(origin: string, spec: RequestSpec<unknown>, encrypted: boolean): string {
  const base = spec.base ?? 'api'
  const prefix =
    base === 'chat' ? CHAT_BASE_PATH : base === 'api' ? (encrypted ? '/app-api/encrypt' : '/app-api') : ''
  const path = base === 'root' && encrypted ? spec.path.replace(/\.json$/, '_encrypt.json') : spec.path
  const query = spec.query
  const url = new URL(`${origin.replace(/\/$/, '')}${prefix}${path}`)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url.toString()
}

function headersFor(options: HttpOptions, spec: RequestSpec<unknown>): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`
    headers.token = options.token
  }
  if (options.companyCode) headers.companycode = options.companyCode
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor
  if (options.proxySecret) headers[PROXY_SECRET_HEADER] = options.proxySecret
  if (spec.form) headers['content-type'] = 'application/x-www-form-urlencoded'
  if (spec.json !== undefined) headers['content-type'] = 'application/json'
  return headers
}

function bodyFor(spec: RequestSpec<unknown>): string | FormData | undefined {
  if (spec.multipart) return spec.multipart
  if (spec.form) {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(spec.form))
      if (value !== undefined) params.set(key, String(value))
    return params.toString()
  }
  return spec.json === undefined ? undefined : JSON.stringify(spec.json)
}

async function readJson(response: Response, key?: string): Promise<unknown> {
  const raw = await response.text()
  const text = key !== undefined && response.ok ? decryptText(raw, key) : raw
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(clientErrorCodes.badResponse, failureTexts.system, response.status)
  }
}

const secretKeySchema = z.object({ key: z.string().min(1) })

/** The HTTP core: one call = one request with headers, time-out, envelope and schema check. */
export interface Http {
  /** Sends a request and returns the checked success envelope, or throws an {@link ApiError}. */
  request<T>(spec: RequestSpec<T>): Promise<Envelope<T>>
  /** The options this core was made with. */
  readonly options: Readonly<HttpOptions>
}

/** Creates the HTTP core for one platform and (optionally) one user's token. */
export function createHttp(options: HttpOptions): Http {
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS
  let secretKey: Promise<string> | undefined

  /** The AES key of encrypted mode, fetched once (a failed fetch is retried on the next call). */
  function keyOnce(): Promise<string> {
    secretKey ??= request({ path: SECRET_KEY_PATH, base: 'root', schema: secretKeySchema }).then(
      ({ data }) => data.key,
      (error: unknown) => {
        secretKey = undefined
        throw error
      },
    )
    return secretKey
  }

  async function request<T>(spec: RequestSpec<T>): Promise<Envelope<T>> {
    const encrypted = isEncrypted(options, spec)
    const key = encrypted ? await keyOnce() : undefined
    const url = buildUrl(options.origin, spec, encrypted)
    const timeout = AbortSignal.timeout(spec.timeoutMs ?? timeoutMs)
    const signal = spec.signal ? AbortSignal.any([spec.signal, timeout]) : timeout
    let response: Response
    try {
      response = await doFetch(url, {
        method: spec.method ?? (spec.form || spec.multipart || spec.json !== undefined ? 'POST' : 'GET'),
        headers: headersFor(options, spec),
        body: bodyFor(spec),
        signal,
      })
    } catch (error) {
      if (timeout.aborted) throw new ApiError(clientErrorCodes.timeout, '请求超时，请稍后再试', 0)
      if (spec.signal?.aborted) throw new ApiError(clientErrorCodes.aborted, '请求已取消', 0)
      throw new ApiError(
        clientErrorCodes.network,
        `网络异常，请检查网络连接 (${(error as Error).message})`,
        0,
      )
    }
    const body = (await readJson(response, key)) as Record<string, unknown> | null
    if (!response.ok || (body && typeof body.code === 'string' && !('data' in body))) {
      const code = typeof body?.code === 'string' ? body.code : `HTTP/${response.status}`
      const msg = typeof body?.msg === 'string' ? body.msg : failureTexts.system
      throw new ApiError(code, msg, response.status)
    }
    const parsed = spec.schema.safeParse(body?.data)
    if (!parsed.success) {
      throw new ApiError(
        clientErrorCodes.badResponse,
        failureTexts.system,
        response.status,
        `${parsed.error.issues[0]?.path.join('.') || 'data'}: ${parsed.error.issues[0]?.message}`,
      )
    }
    const totalCount = typeof body?.totalCount === 'number' ? body.totalCount : undefined
    const envelope: Envelope<T> =
      totalCount === undefined ? { data: parsed.data } : { data: parsed.data, totalCount }
    if (body && 'otherData' in body) envelope.otherData = body.otherData
    return envelope
  }

  return { request, options }
}
