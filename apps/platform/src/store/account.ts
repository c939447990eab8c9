import type { UserInfoField } from '@liuhe/domain'
import type { Db } from '../db'

/** A member's editable personal details. */
export type UserDetails = Record<UserInfoField, string | null> & { avatarId: number }

const detailColumns: Readonly<Record<UserInfoField, string>> = {
  fullName: 'full_name',
  email: 'email',
  phone: 'phone',
  qq: 'qq',
  weixin: 'weixin',
  birthday: 'birthday',
}

/** Account changes: passwords and tokens, personal details, settings, and the totals behind VIP and locks. */
export function createAccountStore(db: Db) {
  const passwordHash = db.prepare('SELECT password_hash AS hash FROM users WHERE user_id = ?')
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE user_id = ?')
  const revokeOthers = db.prepare(
    'UPDATE tokens SET revoked = 1 WHERE user_id = ? AND token <> ? AND revoked = 0',
  )
  const revokeAll = db.prepare('UPDATE tokens SET revoked = 1 WHERE user_id = ? AND revoked = 0')
  const clearReset = db.prepare('DELETE FROM password_resets WHERE user_id = ?')
  const setFundPwd = db.prepare('UPDATE users SET fund_pwd_hash = ? WHERE user_id = ?')
  const details = db.prepare(
    `SELECT full_name AS fullName, email, phone, qq, weixin, birthday, avatar_id AS avatarId
     FROM users WHERE user_id = ?`,
  )
  // A column name cannot be a parameter: one statement per editable detail.
  const setDetail = new Map(
    Object.entries(detailColumns).map(([field, column]) => [
      field,
      db.prepare(`UPDATE users SET ${column} = ? WHERE user_id = ?`),
    ]),
  )
  const setAvatar = db.prepare('UPDATE users SET avatar_id = ? WHERE user_id = ?')
  const chatColor = db.prepare('SELECT chat_theme_color AS color FROM user_settings WHERE user_id = ?')
  const setChatColor = db.prepare(
    `INSERT INTO user_settings (user_id, chat_theme_color) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET chat_theme_color = excluded.chat_theme_color`,
  )
  const addRecharge = db.prepare('UPDATE users SET rech_money_fen = rech_money_fen + ? WHERE user_id = ?')
  const cycle = db.prepare(
    'SELECT cycle_bet_fen AS cycleBetFen, vip_level AS vipLevel FROM users WHERE user_id = ?',
  )
  const setCycle = db.prepare('UPDATE users SET cycle_bet_fen = ?, vip_level = ? WHERE user_id = ?')

  return {
    passwordHashOf(userId: number): string {
      return (passwordHash.get(userId) as { hash: string }).hash
    },
    setPasswordHash(userId: number, hash: string): void {
      setPassword.run(hash, userId)
    },
    /** Revokes every token of the member but `keep` (the one the change was made with). */
    revokeOtherTokens(userId: number, keep: string): number {
      return revokeOthers.run(userId, keep).changes
    },
    /** Revokes every token of the member (a password reset signs every device out). */
    revokeAllTokens(userId: number): number {
      return revokeAll.run(userId).changes
    },
    /** Lifts the password-reset flag of an account (its login no longer answers UC/RESET_PASSWORD). */
    clearPasswordReset(userId: number): void {
      clearReset.run(userId)
    },
    setFundPasswordHash(userId: number, hash: string): void {
      setFundPwd.run(hash, userId)
    },
    detailsOf(userId: number): UserDetails {
      return details.get(userId) as UserDetails
    },
    /** Writes the given details (already checked); the rest stay as they are. */
    updateDetails(
      userId: number,
      changes: Partial<Record<UserInfoField, string>> & { avatarId?: number },
    ): void {
      for (const [field, value] of Object.entries(changes)) {
        if (field === 'avatarId') setAvatar.run(value, userId)
        else setDetail.get(field)?.run(value, userId)
      }
    },
    chatThemeColorOf(userId: number): string | null {
      return (chatColor.get(userId) as { color: string | null } | undefined)?.color ?? null
    },
    setChatThemeColor(userId: number, color: string): void {
      setChatColor.run(userId, color)
    },
    /** Adds a credited recharge to the member's total (rechMoney: above 0 opens recharge-locked content). */
    addRecharge(userId: number, amountFen: number): void {
      addRecharge.run(amountFen, userId)
    },
    /** A member's cycle bets and VIP level. */
    cycleOf(userId: number): { cycleBetFen: number; vipLevel: number } {
      return cycle.get(userId) as { cycleBetFen: number; vipLevel: number }
    },
    setCycle(userId: number, cycleBetFen: number, vipLevel: number): void {
      setCycle.run(cycleBetFen, vipLevel, userId)
    },
  }
}

/** The account store of one database. */
export type AccountStore = ReturnType<typeof createAccountStore>
