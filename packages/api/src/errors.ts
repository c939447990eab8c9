/** Error codes of the platform that the app reacts to. */
export const errorCodes = {
  tokenInvalid: 'UC/TOKEN_INVALID',
  /** No token on a call that needs one (HTTP 401). */
  notLogin: 'UC/NOT_LOGIN',
  /** Wrong account or password. */
  loginFailed: 'UC/LOGIN_FAILED',
  /** Too many wrong passwords in a row: locked for 15 minutes. */
  accountLocked: 'UC/ACCOUNT_LOCKED',
  /** Missing, wrong, used or expired captcha: 验证码不正确. */
  vCodeError: 'UC/VCODE_ERROR',
  /** The register-limit config changed since the form was loaded: 操作超时！请再试试. */
  configChanged: 'UC/CONFIG_CHANGED',
  /** A register field failed its rule; msg is the field's message (docs/product.md, "Forms"). */
  paramInvalid: 'UC/PARAM_INVALID',
  /** The register form's promotion code does not exist: 推广码不存在. */
  intrCodeNotExist: 'UC/INTR_CODE_NOT_EXIST',
  /** A trial account tried something only members may do. */
  testAccount: 'UC/TEST_ACCOUNT',
  cashPassword: 'UC/CASH_PASSWORD',
  cashPasswordNull: 'UC/CASH_PASSWORD_NULL',
  cashPasswordError: 'UC/CASH_PASSWORD_ERROR',
  /** Too many wrong withdrawal passwords in a row: every check of it is refused for 15 minutes. */
  cashPasswordLocked: 'UC/CASH_PASSWORD_LOCKED',
  resetPassword: 'UC/RESET_PASSWORD',
  accountStateError: 'UC/ACCOUNT_STATE_ERROR',
  accountIsExist: 'UC/ACCOUNT_IS_EXIST',
  liveMaintenance: 'LIVE/maintenance',
  userInBlacklist: 'USER_IN_BLACKLIST',
  liveBlackUser: 'LIVE/BLACK_USER',
  inCardGame: 'KY/0',
  badRequest: 'SYS/BAD_REQUEST',
  notFound: 'SYS/NOT_FOUND',
  /** Too many requests of one kind from one address or account (HTTP 429): 操作过于频繁，请稍后再试. */
  tooManyRequests: 'SYS/TOO_MANY_REQUESTS',
  /**
   * An idempotency key sent again with another request than its first (HTTP 422): 请求已变更，请刷新后重试.
   * Nothing was done; a new form (a new key) is needed.
   */
  idempotencyMismatch: 'SYS/IDEMPOTENCY_MISMATCH',
} as const

/** Client-side failure codes: the request never got a platform answer it could read. */
export const clientErrorCodes = {
  timeout: 'CLIENT/TIMEOUT',
  network: 'CLIENT/NETWORK',
  badResponse: 'CLIENT/BAD_RESPONSE',
  aborted: 'CLIENT/ABORTED',
} as const

/** A failed platform call: the platform's `{ code, msg }` envelope, or a client-side failure. */
export class ApiError extends Error {
  /** Platform error code such as `UC/TOKEN_INVALID`, or a `CLIENT/…` code. */
  readonly code: string
  /** HTTP status of the answer; 0 when there was none. */
  readonly status: number
  /**
   * What went wrong for the developer (the schema issue of an answer of the wrong shape); never shown to
   * users, whose message stays the Chinese one.
   */
  readonly detail: string | undefined

  constructor(code: string, msg: string, status: number, detail?: string) {
    super(msg)
    this.name = 'ApiError'
    this.code = code
    this.status = status
    this.detail = detail
  }

  /** True when the token is missing, expired or revoked: the session must end. */
  get isUnauthenticated(): boolean {
    return this.status === 401 || this.code === errorCodes.tokenInvalid
  }

  /** True when the platform refused the request as too frequent (HTTP 429). */
  get isRateLimited(): boolean {
    return this.status === 429 || this.code === errorCodes.tooManyRequests
  }

  /** True when the platform could not be reached or did not answer in time. */
  get isUnreachable(): boolean {
    return this.code === clientErrorCodes.timeout || this.code === clientErrorCodes.network
  }
}

/** True when `error` is an {@link ApiError}, optionally with the given code. */
export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code)
}
