import type { Insertable } from 'kysely'
import { expect } from 'vitest'
import { hashPassword } from '../src/auth/passwords'
import type { Db } from '../src/db'
import { openTurn } from '../src/scheduler'
import type { Queries } from '../src/storage/queries'
import { insertInChunks } from '../src/storage/queries'
import type { Database } from '../src/storage/schema'
import { inTransaction } from '../src/storage/transactions'
import { createStores, kyselyOf } from '../src/store'
import { countIn } from './walletKit'

/** The game the drawer tests bet on: 新澳门六合彩, daily. */
export const GAME_ID = 110
/** Their draw: the special number (the last) is 07, so the 特码 bets on 07 win. */
export const OPEN_NUM = '01,02,03,04,05,06,07'
/** What each of their bets stakes, fen. */
export const STAKE_FEN = 200

/** How many of `bets` bets written by {@link writeTurnBets} are on 07 (the winners of {@link OPEN_NUM}). */
export const winnersOf = (bets: number) =>
  Array.from({ length: bets }, (_, i) => i % 49 === 6).filter(Boolean).length

/**
 * Writes `members` new members (10,000 元 each, with its ledger row) and `bets` 特码 bets of theirs on the
 * open turn of {@link GAME_ID}, numbers 01–49 in turn, each with its debit and ledger row as a bet form writes
 * them (a bet row, a `bet` ledger row with the running balance after it, the balance moved by the sum and the
 * member's stake on the turn: betting/place.ts), many rows to a statement, in one transaction, in `db` (a
 * SQLite handle or a Kysely of either engine); resolves with the turn.
 */
export async function writeTurnBets(
  db: Db | Queries,
  options: { prefix: string; members: number; bets: number; now: number },
): Promise<string> {
  const { prefix, members, bets, now } = options
  const stores = createStores(db)
  const game = (await stores.lottery.findLotteryGame(GAME_ID))!
  const { turnNum } = await openTurn(stores.lottery, game, now)
  const passwordHash = hashPassword('Secret123')
  const queries = 'selectFrom' in db ? db : kyselyOf(db)
  await inTransaction(queries, async (trx) => {
    const tx = createStores(trx)
    const accounts: { userId: number; balanceFen: number; stakedFen: number }[] = []
    for (let i = 0; i < members; i++) {
      const userId = await tx.users.insertUser({
        account: `${prefix.toLowerCase()}${String(i).padStart(3, '0')}`,
        passwordHash,
        type: 'HY',
        createdAt: now,
      })
      const balanceFen = await tx.wallet.post({ userId, type: 'opening', amountFen: 1_000_000, at: now })
      accounts.push({ userId, balanceFen, stakedFen: 0 })
    }
    const betRows: Insertable<Database['bets']>[] = []
    const ledgerRows: Insertable<Database['ledger']>[] = []
    for (let i = 0; i < bets; i++) {
      const account = accounts[i % members]!
      const orderNo = `${prefix}${String(i).padStart(6, '0')}`
      account.balanceFen -= STAKE_FEN
      account.stakedFen += STAKE_FEN
      ledgerRows.push({
        user_id: account.userId,
        wallet: 'main',
        type: 'bet',
        amount_fen: -STAKE_FEN,
        balance_fen: account.balanceFen,
        ref: orderNo,
        created_at: now,
      })
      betRows.push({
        order_no: orderNo,
        user_id: account.userId,
        game_id: GAME_ID,
        turn_num: turnNum,
        play_id: 'sm.tema.a',
        selection: JSON.stringify({ kind: 'single', cell: String((i % 49) + 1).padStart(2, '0') }),
        bet_count: 1,
        stake_fen: STAKE_FEN,
        amount_fen: STAKE_FEN,
        odds: JSON.stringify(48_800),
        model: 1,
        bet_end_time: now + 3_600_000,
        created_at: now,
        form_key: `${prefix}-${i}`,
      })
    }
    await insertInChunks(trx, 'ledger', ledgerRows)
    await insertInChunks(trx, 'bets', betRows)
    const betting = accounts.filter((account) => account.stakedFen > 0)
    for (const { userId, balanceFen } of betting)
      await trx.updateTable('users').set({ money_fen: balanceFen }).where('user_id', '=', userId).execute()
    await insertInChunks(
      trx,
      'turn_stakes',
      betting.map(({ userId, stakedFen }) => ({
        user_id: userId,
        game_id: GAME_ID,
        turn_num: turnNum,
        staked_fen: stakedFen,
      })),
    )
  })
  return turnNum
}

/**
 * Checks that a turn written by {@link writeTurnBets} (`bets` bets, order numbers starting with `prefix`) and
 * drawn with {@link OPEN_NUM} was settled exactly once, whoever settled it: no bet pending, the winners exactly
 * the bets on 07, each paid by one ledger row of its payout and no other payout row naming a bet of the turn,
 * and every balance the sum of its ledger rows.
 */
export async function expectTurnSettledOnce(
  queries: Queries,
  turn: { turnNum: string; bets: number; prefix: string },
): Promise<void> {
  const count = countIn(queries)
  const { turnNum } = turn
  expect(
    await count`SELECT COUNT(*) AS n FROM bets WHERE game_id = ${GAME_ID} AND turn_num = ${turnNum} AND status <> 1`,
  ).toBe(0)
  const paid = await queries
    .selectFrom('bets')
    .select('selection')
    .where('game_id', '=', GAME_ID)
    .where('turn_num', '=', turnNum)
    .where('payout_fen', '>', 0)
    .execute()
  expect(paid).toHaveLength(winnersOf(turn.bets))
  expect(paid.filter((bet) => (JSON.parse(bet.selection) as { cell?: string }).cell !== '07')).toEqual([])
  expect(
    await count`SELECT COUNT(*) AS n FROM bets b WHERE b.game_id = ${GAME_ID} AND b.turn_num = ${turnNum} AND b.payout_fen > 0 AND
         (SELECT COUNT(*) FROM ledger l WHERE l.type = 'payout' AND l.ref = b.order_no AND l.amount_fen = b.payout_fen) <> 1`,
  ).toBe(0)
  expect(
    await count`SELECT COUNT(*) AS n FROM ledger WHERE type = 'payout' AND ref LIKE ${`${turn.prefix}%`}`,
  ).toBe(paid.length)
  expect(await createStores(queries).wallet.unbalancedUsers()).toEqual([])
}
