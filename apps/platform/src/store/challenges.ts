import type { Db } from '../db'

/** The most rows a challenge table keeps: past it, the ones expiring first go (a flood of issued codes). */
const MAX_ROWS = 10_000

/**
 * Captcha and slider challenges in SQLite (migration 21), so every platform process on the data file checks
 * what another issued (docs/architecture.md "Shared state across processes"). Each write first drops the
 * table's expired rows; the rules (code alphabet, tolerance, automatic pass) live in `auth/captcha.ts` and
 * `auth/slider.ts`. Times are the platform clock's epoch ms.
 */
export function createChallengeStore(db: Db) {
  /** Statements that keep one table to its live rows and to at most {@link MAX_ROWS}. */
  const pruner = (table: string) => {
    const expired = db.prepare(`DELETE FROM ${table} WHERE expires_at <= ?`)
    const count = db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck()
    const oldest = db.prepare(
      `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} ORDER BY expires_at LIMIT ?)`,
    )
    return (nowMs: number) => {
      expired.run(nowMs)
      const rows = count.get() as number
      if (rows >= MAX_ROWS) oldest.run(rows - MAX_ROWS + 1)
    }
  }
  const prune = {
    codes: pruner('captcha_codes'),
    challenges: pruner('slider_challenges'),
    tickets: pruner('slider_tickets'),
    failures: pruner('slider_failures'),
  }

  const putCode = db.prepare(
    `INSERT INTO captcha_codes (kind, key, code, expires_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (kind, key) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at`,
  )
  const takeCode = db.prepare(
    'DELETE FROM captcha_codes WHERE kind = ? AND key = ? RETURNING code, expires_at AS expiresAt',
  )
  const peekCode = db.prepare('SELECT code FROM captcha_codes WHERE kind = ? AND key = ?').pluck()

  const putChallenge = db.prepare(
    `INSERT INTO slider_challenges (key, x, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET x = excluded.x, expires_at = excluded.expires_at`,
  )
  const takeChallenge = db.prepare(
    'DELETE FROM slider_challenges WHERE key = ? RETURNING x, expires_at AS expiresAt',
  )
  const peekChallenge = db.prepare('SELECT x FROM slider_challenges WHERE key = ?').pluck()

  const putTicket = db.prepare(
    `INSERT INTO slider_tickets (key, ticket, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET ticket = excluded.ticket, expires_at = excluded.expires_at`,
  )
  const takeTicket = db.prepare(
    'DELETE FROM slider_tickets WHERE key = ? RETURNING ticket, expires_at AS expiresAt',
  )

  const countFailure = db.prepare(
    `INSERT INTO slider_failures (key, failures, expires_at) VALUES (?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET failures = failures + 1, expires_at = excluded.expires_at`,
  )
  const failuresOf = db
    .prepare('SELECT failures FROM slider_failures WHERE key = ? AND expires_at > ?')
    .pluck()
  const clearFailures = db.prepare('DELETE FROM slider_failures WHERE key = ?')

  return {
    /** Keeps a captcha code for a purpose and key (replacing an earlier one) until `expiresAt`. */
    putCode(kind: string, key: string, code: string, nowMs: number, expiresAt: number): void {
      db.transaction(() => {
        prune.codes(nowMs)
        putCode.run(kind, key, code, expiresAt)
      }).immediate()
    },
    /** Removes a key's code and answers it, if there was one (a check consumes the code, right or wrong). */
    takeCode(kind: string, key: string): { code: string; expiresAt: number } | undefined {
      return takeCode.get(kind, key) as { code: string; expiresAt: number } | undefined
    },
    /** A key's code, left in place (test hook only). */
    peekCode(kind: string, key: string): string | undefined {
      return peekCode.get(kind, key) as string | undefined
    },
    /** Keeps a slider challenge's secret x for a key (replacing an earlier one) until `expiresAt`. */
    putChallenge(key: string, x: number, nowMs: number, expiresAt: number): void {
      db.transaction(() => {
        prune.challenges(nowMs)
        putChallenge.run(key, x, expiresAt)
      }).immediate()
    },
    /** Removes a key's slider challenge and answers it (an answer consumes the challenge, right or wrong). */
    takeChallenge(key: string): { x: number; expiresAt: number } | undefined {
      return takeChallenge.get(key) as { x: number; expiresAt: number } | undefined
    },
    /** A key's secret x, left in place (test hook only). */
    peekChallenge(key: string): number | undefined {
      return peekChallenge.get(key) as number | undefined
    },
    /** Keeps a key's login ticket until `expiresAt` and forgets its wrong answers. */
    putTicket(key: string, ticket: string, nowMs: number, expiresAt: number): void {
      db.transaction(() => {
        prune.tickets(nowMs)
        putTicket.run(key, ticket, expiresAt)
        clearFailures.run(key)
      }).immediate()
    },
    /** Removes a key's ticket and answers it (login redeems a ticket once). */
    takeTicket(key: string): { ticket: string; expiresAt: number } | undefined {
      return takeTicket.get(key) as { ticket: string; expiresAt: number } | undefined
    },
    /** Counts a wrong slider answer of a key; the count lapses at `expiresAt` unless another comes. */
    countFailure(key: string, nowMs: number, expiresAt: number): void {
      db.transaction(() => {
        prune.failures(nowMs)
        countFailure.run(key, expiresAt)
      }).immediate()
    },
    /** Consecutive wrong slider answers of a key that have not lapsed. */
    failures(key: string, nowMs: number): number {
      return (failuresOf.get(key, nowMs) as number | undefined) ?? 0
    },
  }
}

/** The challenge store of one database. */
export type ChallengeStore = ReturnType<typeof createChallengeStore>
