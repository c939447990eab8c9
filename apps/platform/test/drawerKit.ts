import { hashPassword } from '../src/auth/passwords'
import type { Db } from '../src/db'
import { openTurn } from '../src/scheduler'
import type { Queries } from '../src/storage/queries'
import { createStores } from '../src/store'

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
 * them, in one transaction, in `db` (a SQLite handle or a Kysely of either engine); resolves with the turn.
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
  await stores.transaction(async (tx) => {
    const userIds: number[] = []
    for (let i = 0; i < members; i++) {
      const userId = await tx.users.insertUser({
        account: `${prefix.toLowerCase()}${String(i).padStart(3, '0')}`,
        passwordHash,
        type: 'HY',
        createdAt: now,
      })
      await tx.wallet.post({ userId, type: 'opening', amountFen: 1_000_000, at: now })
      userIds.push(userId)
    }
    for (let i = 0; i < bets; i++) {
      const userId = userIds[i % members]!
      const orderNo = `${prefix}${String(i).padStart(6, '0')}`
      await tx.wallet.post({ userId, type: 'bet', amountFen: -STAKE_FEN, ref: orderNo, at: now })
      await tx.bets.insertBet({
        orderNo,
        userId,
        gameId: GAME_ID,
        turnNum,
        playId: 'sm.tema.a',
        selection: { kind: 'single', cell: String((i % 49) + 1).padStart(2, '0') },
        betCount: 1,
        stakeFen: STAKE_FEN,
        amountFen: STAKE_FEN,
        odds: 48_800,
        model: 1,
        betEndTime: now + 3_600_000,
        createdAt: now,
        formKey: `${prefix}-${i}`,
      })
    }
  })
  return turnNum
}
