import type { Db } from '../db'

/**
 * Counts of wrong typed secrets that lock after too many in a row, in SQLite so every platform process and
 * a restart see them: withdrawal passwords per member, and login passwords per account name that belongs to
 * no account (a real account's login failures live on its `users` row).
 */
export function createGuessLockStore(db: Db) {
  const fundLockedUntil = db.prepare(
    'SELECT locked_until AS lockedUntil FROM fund_password_failures WHERE user_id = ?',
  )
  const fundCount = db.prepare(
    `INSERT INTO fund_password_failures (user_id, failures) VALUES (?, 1)
     ON CONFLICT (user_id) DO UPDATE SET failures = failures + 1 RETURNING failures`,
  )
  const fundLock = db.prepare(
    'UPDATE fund_password_failures SET failures = 0, locked_until = ? WHERE user_id = ?',
  )
  const fundClear = db.prepare('DELETE FROM fund_password_failures WHERE user_id = ?')
  const nameLockedUntil = db.prepare(
    'SELECT locked_until AS lockedUntil FROM login_name_failures WHERE account = ?',
  )
  const nameCount = db.prepare(
    `INSERT INTO login_name_failures (account, failures) VALUES (?, 1)
     ON CONFLICT (account) DO UPDATE SET failures = failures + 1 RETURNING failures`,
  )
  const nameLock = db.prepare(
    'UPDATE login_name_failures SET failures = 0, locked_until = ? WHERE account = ?',
  )

  /** Counts one failure; on the `max`-th in a row locks until `lockUntil` and answers true. */
  const record = (
    count: { get(key: unknown): unknown },
    lock: { run(until: number, key: unknown): unknown },
    key: number | string,
    max: number,
    lockUntil: number,
  ) => {
    const { failures } = count.get(key) as { failures: number }
    if (failures < max) return false
    lock.run(lockUntil, key)
    return true
  }

  return {
    /** Until when a member's withdrawal password is locked (0 when it is not). */
    fundPasswordLockedUntil(userId: number): number {
      return (fundLockedUntil.get(userId) as { lockedUntil: number } | undefined)?.lockedUntil ?? 0
    },
    /** Records a wrong withdrawal password; true when it is the `max`-th in a row and locks until `lockUntil`. */
    recordFundPasswordFailure(userId: number, max: number, lockUntil: number): boolean {
      return db.transaction(() => record(fundCount, fundLock, userId, max, lockUntil))()
    },
    /** Forgets a member's wrong withdrawal passwords (a right one was given). */
    clearFundPasswordFailures(userId: number): void {
      fundClear.run(userId)
    },
    /** Until when a login name that belongs to no account is locked (0 when it is not). */
    loginNameLockedUntil(account: string): number {
      return (nameLockedUntil.get(account) as { lockedUntil: number } | undefined)?.lockedUntil ?? 0
    },
    /** Records a failed login of a name that belongs to no account; true when it locks (as a real one would). */
    recordLoginNameFailure(account: string, max: number, lockUntil: number): boolean {
      return db.transaction(() => record(nameCount, nameLock, account, max, lockUntil))()
    },
  }
}
