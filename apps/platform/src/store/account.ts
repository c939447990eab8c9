import type { UserInfoField } from '@liuhe/domain'
import type { Queries } from '../storage/queries'

/** A member's editable personal details. */
export type UserDetails = Record<UserInfoField, string | null> & { avatarId: number }

const detailColumns = {
  fullName: 'full_name',
  email: 'email',
  phone: 'phone',
  qq: 'qq',
  weixin: 'weixin',
  birthday: 'birthday',
} as const satisfies Readonly<Record<UserInfoField, string>>

/** The `users` columns {@link detailColumns} names. */
type DetailColumn = (typeof detailColumns)[UserInfoField]

/** Account changes: passwords and tokens, personal details, settings, and the totals behind VIP and locks. */
export function createAccountStore(db: Queries) {
  return {
    async passwordHashOf(userId: number): Promise<string> {
      const { hash } = await db
        .selectFrom('users')
        .select('password_hash as hash')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      return hash
    },
    async setPasswordHash(userId: number, hash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: hash }).where('user_id', '=', userId).execute()
    },
    /** Revokes every token of the member but `keep` (the one the change was made with). */
    async revokeOtherTokens(userId: number, keep: string): Promise<number> {
      const result = await db
        .updateTable('tokens')
        .set({ revoked: 1 })
        .where('user_id', '=', userId)
        .where('token', '<>', keep)
        .where('revoked', '=', 0)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
    /** Revokes every token of the member (a password reset signs every device out). */
    async revokeAllTokens(userId: number): Promise<number> {
      const result = await db
        .updateTable('tokens')
        .set({ revoked: 1 })
        .where('user_id', '=', userId)
        .where('revoked', '=', 0)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
    /** Lifts the password-reset flag of an account (its login no longer answers UC/RESET_PASSWORD). */
    async clearPasswordReset(userId: number): Promise<void> {
      await db.deleteFrom('password_resets').where('user_id', '=', userId).execute()
    },
    async setFundPasswordHash(userId: number, hash: string): Promise<void> {
      await db.updateTable('users').set({ fund_pwd_hash: hash }).where('user_id', '=', userId).execute()
    },
    async detailsOf(userId: number): Promise<UserDetails> {
      return (await db
        .selectFrom('users')
        .select([
          'full_name as fullName',
          'email',
          'phone',
          'qq',
          'weixin',
          'birthday',
          'avatar_id as avatarId',
        ])
        .where('user_id', '=', userId)
        .executeTakeFirst()) as UserDetails
    },
    /** Writes the given details (already checked), in one statement; the rest stay as they are. */
    async updateDetails(
      userId: number,
      changes: Partial<Record<UserInfoField, string>> & { avatarId?: number },
    ): Promise<void> {
      const set: Partial<Record<DetailColumn, string>> & { avatar_id?: number } = {}
      for (const [field, value] of Object.entries(changes)) {
        if (value === undefined) continue
        if (field === 'avatarId') set.avatar_id = value as number
        else if (Object.hasOwn(detailColumns, field))
          set[detailColumns[field as UserInfoField]] = value as string
      }
      if (Object.keys(set).length === 0) return
      await db.updateTable('users').set(set).where('user_id', '=', userId).execute()
    },
    async chatThemeColorOf(userId: number): Promise<string | null> {
      const row = await db
        .selectFrom('user_settings')
        .select('chat_theme_color as color')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row?.color ?? null
    },
    async setChatThemeColor(userId: number, color: string): Promise<void> {
      await db
        .insertInto('user_settings')
        .values({ user_id: userId, chat_theme_color: color })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet((eb) => ({ chat_theme_color: eb.ref('excluded.chat_theme_color') })),
        )
        .execute()
    },
    /** Adds a credited recharge to the member's total (rechMoney: above 0 opens recharge-locked content). */
    async addRecharge(userId: number, amountFen: number): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ rech_money_fen: eb('rech_money_fen', '+', amountFen) }))
        .where('user_id', '=', userId)
        .execute()
    },
    /** Sets a member's VIP level (one their cycle reached: wallet/vip.ts). */
    async setVipLevel(userId: number, vipLevel: number): Promise<void> {
      await db.updateTable('users').set({ vip_level: vipLevel }).where('user_id', '=', userId).execute()
    },
  }
}

/** The account store of one database. */
export type AccountStore = ReturnType<typeof createAccountStore>
