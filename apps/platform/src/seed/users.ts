import { yuanToFen } from '@liuhe/domain'
import { hashPassword } from '../auth/passwords'
import { hashString, seededRandom } from '../random'
import type { Queries } from '../storage/queries'
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
export async function seedUsers(trx: Queries, _dataDir: string, nowMs: number): Promise<void> {
  const wallet = createWalletStore(trx)
  const ids = new Map<string, number>()
  for (const [i, u] of demoUsers.entries()) {
    const at = nowMs - (90 - i) * 86_400_000
    const { user_id: userId } = await trx
      .insertInto('users')
      .values({
        account: u.account,
        password_hash: hashPassword(u.password, saltOf(u.account)),
        type: 'HY',
        created_at: at,
        rech_money_fen: yuanToFen(u.rechMoney),
        fund_pwd_hash: u.fundPwd ? hashPassword(u.fundPwd, saltOf(`${u.account}:fund`)) : null,
        vip_level: u.vipLevel,
        avatar_id: u.avatarId,
        cycle_bet_fen: yuanToFen(u.cycleBetAmount),
        is_dl: u.isDl,
        domain: u.domain ?? '',
      })
      .returning('user_id')
      .executeTakeFirstOrThrow()
    ids.set(u.account, userId)
    await wallet.post({ userId, type: 'opening', amountFen: yuanToFen(u.money), at })
    await wallet.post({ userId, wallet: 'live', type: 'opening', amountFen: yuanToFen(u.liveMoney), at })
  }
  const agentId = ids.get('agent01')!
  await trx.insertInto('intr_codes').values({ code: DEMO_INTR_CODE, agent_id: agentId }).execute()
  await trx
    .updateTable('users')
    .set({ agent_id: agentId, intr_code: DEMO_INTR_CODE })
    .where('account', '=', 'demo01')
    .execute()
  await trx
    .insertInto('password_resets')
    .values({ user_id: ids.get('reset01')!, message: RESET_MESSAGE })
    .execute()
}

/**
 * The seeded members have confirmed being 18 or over (as at their creation), so the demo accounts bet and
 * recharge at once; an account registered later confirms before its first bet or recharge. The confirmation is
 * the earlier of the account's creation and `nowMs`: a CASE, as SQLite's two-argument MIN is no PostgreSQL
 * function.
 */
export async function seedAdultConfirmations(trx: Queries, _dataDir: string, nowMs: number): Promise<void> {
  await trx
    .insertInto('responsible_settings')
    .columns(['user_id', 'adult_confirmed_at', 'updated_at'])
    .expression(
      trx
        .selectFrom('users')
        .select((eb) => [
          'user_id',
          eb
            .case()
            .when('created_at', '<', nowMs)
            .then(eb.ref('created_at'))
            .else(eb.val(nowMs))
            .end()
            .as('adult_confirmed_at'),
          eb.val(nowMs).as('updated_at'),
        ])
        .where('type', '=', 'HY'),
    )
    .execute()
}
