import { createHash } from 'node:crypto'
import { HttpError } from '../envelope'

/** JSON with object keys sorted at every level and `undefined` fields left out: one text per value. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`)
    return `{${fields.join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * The SHA-256 (hex) of the canonical JSON of a parsed request, stored beside its idempotency key so the key
 * sent again with another request is recognised (migration `guessLocksAndRequestHashes`).
 */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex')
}

/**
 * Refuses an idempotency key sent again with another request than the one it was first used with:
 * 422 `SYS/IDEMPOTENCY_MISMATCH` 请求已变更，请刷新后重试, before anything is written. A key stored without a
 * hash (before the migration) matches any request.
 */
export function refuseChangedRequest(stored: string | null, hash: string): void {
  if (stored !== null && stored !== hash) {
    throw new HttpError(422, 'SYS/IDEMPOTENCY_MISMATCH', '请求已变更，请刷新后重试')
  }
}
