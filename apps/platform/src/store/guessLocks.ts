import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'

/**
 * Counts of wrong typed secrets that lock after too many in a row, in the database so every platform process
 * and a restart see them: withdrawal passwords per member, and login passwords per account name that belongs
 * to no account (a real account's login failures live on its `users` row).
 *
 * A failure is counted in one transaction: the upsert's `failures + 1 … RETURNING` takes the row's lock
 * (PostgreSQL's row lock, SQLite's write lock) until the commit, so a failure counted by another process at
 * the same time waits for it, reads the count it left (reset to 0 when it locked) and never the same one.
 */
export function createGuessLockStore(db: Queries) {
  return {
    /** Until when a member's withdrawal password is locked (0 when it is not). */
    async fundPasswordLockedUntil(userId: number): Promise<number> {
      const row = await db
        .selectFrom('fund_password_failures')
        .select('locked_until')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row?.locked_until ?? 0
    },
    /** Records a wrong withdrawal password; true when it is the `max`-th in a row and locks until `lockUntil`. */
    recordFundPasswordFailure(userId: number, max: number, lockUntil: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const { failures } = await trx
          .insertInto('fund_password_failures')
          .values({ user_id: userId, failures: 1 })
          .onConflict((oc) =>
            oc
              .column('user_id')
              .doUpdateSet((eb) => ({ failures: eb('fund_password_failures.failures', '+', 1) })),
          )
          .returning('failures')
          .executeTakeFirstOrThrow()
        if (failures < max) return false
        await trx
          .updateTable('fund_password_failures')
          .set({ failures: 0, locked_until: lockUntil })
          .where('user_id', '=', userId)
          .execute()
        return true
      })
    },
    /** Forgets a member's wrong withdrawal passwords (a right one was given). */
    async clearFundPasswordFailures(userId: number): Promise<void> {
      await db.deleteFrom('fund_password_failures').where('user_id', '=', userId).execute()
    },
    /** Until when a login name that belongs to no account is locked (0 when it is not). */
    async loginNameLockedUntil(account: string): Promise<number> {
      const row = await db
        .selectFrom('login_name_failures')
        .select('locked_until')
        .where('account', '=', account)
        .executeTakeFirst()
      return row?.locked_until ?? 0
    },
    /** Records a failed login of a name that belongs to no account; true when it locks (as a real one would). */
    recordLoginNameFailure(account: string, max: number, lockUntil: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const { failures } = await trx
          .insertInto('login_name_failures')
          .values({ account, failures: 1 })
          .onConflict((oc) =>
            oc
              .column('account')
              .doUpdateSet((eb) => ({ failures: eb('login_name_failures.failures', '+', 1) })),
          )
          .returning('failures')
          .executeTakeFirstOrThrow()
        if (failures < max) return false
        await trx
          .updateTable('login_name_failures')
          .set({ failures: 0, locked_until: lockUntil })
          .where('account', '=', account)
          .execute()
        return true
      })
    },
  }
}

/** The guess-lock store of one database. */
export type GuessLockStore = ReturnType<typeof createGuessLockStore>
