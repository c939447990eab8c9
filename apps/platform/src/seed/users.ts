import { yuanToFen } from '@liuhe/domain'
import { hashPassword } from '../auth/passwords'
import type { Db } from '../db'
import { hashString, seededRandom } from '../random'
import { createWalletStore } from '../store/wallet'

/** A demo account of the seed (listed in the README). */
interface DemoUser {
  account: string
  password: string
  vipLevel: number
  isDl: number
  money: number
  liveMoney: number
  rechMoney: number
  cycleBetAmount: number
  fundPwd?: string
  domain?: string
  avatarId: number
}

/** Demo accounts; passwords are documented in apps/platform/README.md. */
export const demoUsers: readonly DemoUser[] = [
  {
    account: 'demo01',
    password: 'Demo1234',
    vipLevel: 3,
    isDl: 0,
    money: 5288.5,
    liveMoney: 320,
    rechMoney: 3000,
    cycleBetAmount: 12_600,
    fundPwd: '1234',
    avatarId: 3,
  },
  {
    account: 'agent01',
    password: 'Agent1234',
    vipLevel: 4,
    isDl: 1,
    money: 12_000,
    liveMoney: 0,
    rechMoney: 20_000,
    cycleBetAmount: 56_000,
    fundPwd: '2468',
    avatarId: 7,
  },
  {
    account: 'vip001',
    password: 'Vip12345',
    vipLevel: 6,
    isDl: 0,
    money: 88_888,
    liveMoney: 1_200,
    rechMoney: 100_000,
    cycleBetAmount: 520_000,
    fundPwd: '6666',
    domain: 'vip001.liuhe-vip.example',
    avatarId: 12,
  },
  {
    account: 'fresh01',
    password: 'Fresh1234',
    vipLevel: 1,
    isDl: 0,
    money: 0,
    liveMoney: 0,
    rechMoney: 0,
    cycleBetAmount: 0,
    avatarId: 1,
  },
  {
    account: 'reset01',
    password: 'Reset1234',
    vipLevel: 1,
    isDl: 0,
    money: 100,
    liveMoney: 0,
    rechMoney: 100,
    cycleBetAmount: 0,
    avatarId: 5,
  },
]

/** Promotion code of agent01, accepted by the register form's intrCode. */
export const DEMO_INTR_CODE = '8866001'
/** Server message of the account flagged for a password reset. */
export const RESET_MESSAGE = '您的账户存在安全风险，需要重置密码，请联系在线客服'

/** A deterministic salt per account so the seed is reproducible. */
const saltOf = (account: string) => {
  const random = seededRandom(hashString(`salt:${account}`))
  return Buffer.from(Array.from({ length: 16 }, () => Math.floor(random() * 256)))
}

/**
 * Seeds the demo accounts (amounts above in 元, stored in fen, each balance opened with its ledger row),
 * agent01's promotion code and reset01's reset flag.
 */
export function seedUsers(db: Db, _dataDir: string, nowMs: number): void {
  const insert = db.prepare(
    `INSERT INTO users (account, password_hash, type, created_at, rech_money_fen, fund_pwd_hash,
       vip_level, avatar_id, cycle_bet_fen, is_dl, domain)
     VALUES (?, ?, 'HY', ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const wallet = createWalletStore(db)
  const ids = new Map<string, number>()
  demoUsers.forEach((u, i) => {
    const result = insert.run(
      u.account,
      hashPassword(u.password, saltOf(u.account)),
      nowMs - (90 - i) * 86_400_000,
      yuanToFen(u.rechMoney),
      u.fundPwd ? hashPassword(u.fundPwd, saltOf(`${u.account}:fund`)) : null,
      u.vipLevel,
      u.avatarId,
      yuanToFen(u.cycleBetAmount),
      u.isDl,
      u.domain ?? '',
    )
    const userId = Number(result.lastInsertRowid)
    ids.set(u.account, userId)
    const at = nowMs - (90 - i) * 86_400_000
    wallet.post({ userId, type: 'opening', amountFen: yuanToFen(u.money), at })
    wallet.post({ userId, wallet: 'live', type: 'opening', amountFen: yuanToFen(u.liveMoney), at })
  })
  db.prepare('INSERT INTO intr_codes (code, agent_id) VALUES (?, ?)').run(DEMO_INTR_CODE, ids.get('agent01'))
  db.prepare('UPDATE users SET agent_id = ?, intr_code = ? WHERE account = ?').run(
    ids.get('agent01'),
    DEMO_INTR_CODE,
    'demo01',
  )
  db.prepare('INSERT INTO password_resets (user_id, message) VALUES (?, ?)').run(
    ids.get('reset01'),
    RESET_MESSAGE,
  )
}

/**
 * The seeded members have confirmed being 18 or over (as at their creation), so the demo accounts bet and
 * recharge at once; an account registered later confirms before its first bet or recharge.
 */
export function seedAdultConfirmations(db: Db, _dataDir: string, nowMs: number): void {
  db.prepare(
    `INSERT INTO responsible_settings (user_id, adult_confirmed_at, updated_at)
     SELECT user_id, MIN(created_at, ?), ? FROM users WHERE type = 'HY'`,
  ).run(nowMs, nowMs)
}
