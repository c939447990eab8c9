import {
  betCount,
  betEndTimeOf,
  defaultFrozenOdds,
  type LotteryKind,
  parseOpenNum,
  playFamilyOfGame,
  playsOfFamily,
  readResult,
  selectionText,
  settleBet,
  yuanToFen,
} from '@liuhe/domain'
import type { Clock } from '../clock'
import type { Stores } from '../store'
import type { ChatUserRow } from '../store/chat'
import type { LotteryGameRow } from '../store/lottery'
import { drawLines } from './betCards'
import { memberChatUser } from './identity'

/** The seeded members who talk in the rooms' history (seed/users.ts). */
const SEEDED_TALKERS = ['vip001', 'agent01'] as const
/** The config key that records the history was written (once per data file). */
const SEEDED_KEY = 'chat_history_seeded'
/** How many past draws each room's history covers. */
const SEEDED_DRAWS = 4
/** What the seeded members say before a draw, in turn. */
const lines = ['这期我看好', '跟上，一起发财', '上期差一点就中了', '稳一点，小注试试'] as const

/**
 * A believable history for every lottery game's room on a platform's first start: the system lines of the
 * game's last stored draws, and before each a seeded member's remark and bet card on that turn (judged
 * against the draw now, since seeded cards have no bets). Every row is `seeded = 1`, so nothing that counts
 * real activity mixes them in; written once per data file (`chat_history_seeded`). Resolves with the rows
 * written.
 */
export async function seedChatHistory(stores: Stores, clock: Clock): Promise<number> {
  const nowMs = clock.now()
  if (
    (await stores.config.getConfig(SEEDED_KEY)) !== undefined ||
    (await stores.chatBetCards.seededMessages()) > 0
  )
    return 0
  const talkers: { userId: number }[] = []
  for (const account of SEEDED_TALKERS) {
    const user = await stores.users.findUserAuth(account)
    if (user) talkers.push(user)
  }
  if (talkers.length === 0) return 0
  // One after another, in the order of SEEDED_TALKERS, as before.
  const chatUsers: { userId: number; chat: ChatUserRow }[] = []
  for (const user of talkers)
    chatUsers.push({ userId: user.userId, chat: await memberChatUser({ stores, clock }, user.userId) })
  return stores.transaction(async (tx) => {
    let written = 0
    for (const game of await tx.lottery.listLotteryGames())
      written += await seedRoom(tx, game, chatUsers, nowMs)
    await tx.config.setConfig(SEEDED_KEY, { at: nowMs, rows: written })
    return written
  })
}

async function seedRoom(
  stores: Stores,
  game: LotteryGameRow,
  talkers: { userId: number; chat: { id: number } }[],
  nowMs: number,
): Promise<number> {
  const room = await stores.chat.roomOfGame(game.gameId)
  if (!room) return 0
  const kind = game.lotteryKind as LotteryKind
  const { rows: recent } = await stores.lottery.listDraws(
    game.gameId,
    { fromMs: 0, toMs: nowMs, atMs: nowMs },
    { offset: 0, limit: SEEDED_DRAWS },
  )
  const draws = recent.filter((d) => readResult(kind, d.openNum)).reverse()
  const play = playsOfFamily(playFamilyOfGame(game.gameId, kind)).find((p) => p.shape.kind === 'single')
  const service = await stores.chat.serviceUser()
  let written = 0
  for (const [i, draw] of draws.entries()) {
    const talker = talkers[i % talkers.length]!
    const betAt = draw.openTime - (10 + i) * 60_000
    const say = (body: string, at: number, type: 'text' | 'betcard' = 'text') => {
      written++
      return stores.chat.insertMessage({
        roomId: room.id,
        senderId: talker.chat.id,
        type,
        body,
        at,
        seeded: true,
      })
    }
    if (play) {
      const cell = play.cells[(Number(draw.turnNum.slice(-2)) + i) % play.cells.length]!.key
      const selection = { kind: 'single' as const, cell }
      await say(`${lines[i % lines.length]} ${selectionText(play, selection)}`, betAt - 60_000)
      const odds = defaultFrozenOdds(play, selection, draw.openTime)
      const stakeFen = yuanToFen(10 * (i + 1))
      const outcome = settleBet({
        play,
        selection,
        stakeFen,
        oddsMilli: odds,
        draw: { numbers: parseOpenNum(draw.openNum), drawTimeMs: draw.openTime },
      })
      const card = await say(`晒单：${game.gameName} 第${draw.turnNum}期 ${play.name}`, betAt, 'betcard')
      await stores.chatBetCards.insert({
        messageId: card.id,
        userId: talker.userId,
        gameId: game.gameId,
        turnNum: draw.turnNum,
        playId: play.id,
        orderNos: [],
        lines: [{ selection, stakeFen, betCount: betCount(play, selection), odds }],
        betEndTime: betEndTimeOf(game.schedule, draw.openTime),
        seeded: true,
        seededResult: outcome.result === 0 ? 'lost' : 'won',
        createdAt: betAt,
      })
    }
    for (const body of await drawLines(stores, game, draw)) {
      written++
      await stores.chat.insertMessage({
        roomId: room.id,
        senderId: service.id,
        type: 'system',
        body,
        at: draw.openTime,
        seeded: true,
      })
    }
  }
  return written
}
