import { fenToYuan, type LotteryKind, readResult, userInfoFields, yuanToFen } from '@liuhe/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { type Clock, canAdvance } from '../clock'
import { ok } from '../envelope'
import { ConflictError, InvalidInputError, NotFoundError } from '../errors'
import type { GamePush, GameSocketHub } from '../gameSocket'
import { validate } from '../http/validate'
import { drawPushPayload } from '../push/drawPushes'
import { drawNow, intervalMs, openTurn } from '../scheduler'
import type { Stores } from '../store'
import type { DrawRow, LotteryGameRow } from '../store/lottery'
import { approveBankRecharge } from '../wallet/recharge'
import { rejectWithdrawal } from '../wallet/withdraw'
import { liveUrlOf } from './lottery'

const drawBody = z.object({
  gameId: z.number(),
  openNum: z.string().max(60).optional(),
  /**
   * Draws as a live show (video/liveDraws.ts): the video, the numbers pushed one by one, then the result.
   * Answers once the show has started, with its length (`showMs`).
   */
  show: z.boolean().optional(),
  /**
   * For a game drawn every few minutes: first moves the clock to its open turn's close, and draws that turn
   * before the scheduler's next pass does (the scheduler draws such a game's closed turns itself, so without
   * this its hook draw finds the turn drawn). A test clock only.
   */
  close: z.boolean().optional(),
})

/** At most a day per move: enough to pass any turn (Macau's is daily), small enough to be a mistake's bound. */
const clockBody = z.object({ advanceMs: z.number().int().min(0).max(86_400_000) })

const creditBody = z.object({
  account: z.string().min(1).max(30),
  yuan: z.number().int().min(1).max(10_000_000),
  /** The wallet credited: the lottery wallet (main) unless the third-party games' one (live) is asked. */
  wallet: z.enum(['main', 'live']).default('main'),
})

const approveBody = z.object({ orderNo: z.string().min(1).max(64) })
const rejectBody = z.object({ orderNo: z.string().min(1).max(64), reason: z.string().max(100).default('') })
const bonusBody = z.object({
  account: z.string().min(1).max(30),
  title: z.string().min(1).max(60),
  yuan: z.number().int().min(1).max(1_000_000),
  multiple: z.number().min(0).max(100).default(1),
  days: z.number().int().min(1).max(365).default(7),
  promotionId: z.number().int().optional(),
})

const promotionBody = z.object({ id: z.number().int(), content: z.string().max(100_000) })

const detailsBody = z.object({
  account: z.string().min(1).max(30),
  details: z.partialRecord(z.enum(userInfoFields), z.string().max(200)),
})

const pushBody = z.object({
  gameId: z.number(),
  type: z.enum(['RESULT', 'VIDEO', 'LIVE_URL_HISTORY']),
  liveUrl: z.string().optional().catch(undefined),
})

/**
 * The hooks under the API prefix (tests and demos only, never in production): draw a game's open turn now,
 * publish one push for it, credit play money, and stand in for the back office (approve a bank transfer,
 * reject a withdrawal, grant a bonus-center reward, write a promotion's HTML or a member's details as stored),
 * and move the clock forward past a turn's close instead of waiting for it. The captcha and config hooks live with the auth
 * routes, whose state they read.
 */
export function testHookRoutes(
  stores: Stores,
  clock: Clock,
  options: {
    hub: GameSocketHub
    /** Announces a draw and settles its turn; resolves once it is settled. */
    announce: (draw: DrawRow, game: LotteryGameRow) => Promise<void>
    /** Settles a draw now and shows it live; resolves with the show's length in ms once it started. */
    announceShown: (draw: DrawRow, game: LotteryGameRow) => Promise<number>
    requestLog: { paths: () => string[]; clear: () => void }
    /** One scheduler pass at the clock's time: draws and announces every turn now due, settled when it resolves. */
    tick: () => Promise<void>
  },
) {
  const { lottery, users, wallet } = stores
  const app = new Hono()
  // The paths asked for since the last clear (`DELETE` clears): the encrypted-mode e2e checks them.
  app.get('/__test__/requests', (c) => ok(c, options.requestLog.paths()))
  app.delete('/__test__/requests', (c) => {
    options.requestLog.clear()
    return ok(c, true)
  })
  // Platform-provided rich text as the back office would write it (the XSS e2e puts vectors into it).
  app.post('/__test__/promotion', validate('json', promotionBody), async (c) => {
    const { id, content } = c.req.valid('json')
    if (!(await stores.content.setPromotionContent(id, content))) throw new NotFoundError('活动不存在')
    return ok(c, true)
  })
  // Personal details stored as given, past the form's rules: text another client or an old version let in.
  app.post('/__test__/details', validate('json', detailsBody), async (c) => {
    const { account, details } = c.req.valid('json')
    const user = await users.findUserAuth(account)
    if (!user) throw new InvalidInputError('account')
    await stores.transaction(async (tx) => tx.account.updateDetails(user.userId, details))
    return ok(c, true)
  })
  // The web push the platform sends for a game's latest stored draw (the push e2e delivers it to the browser).
  app.get('/__test__/push-payload', validate('query', z.object({ gameId: z.coerce.number() })), async (c) => {
    const game = await lottery.findLotteryGame(c.req.valid('query').gameId)
    const draw = game && (await lottery.latestDraw(game.gameId, clock.now()))
    const payload = game && draw ? drawPushPayload(draw, game) : null
    if (!payload) throw new NotFoundError('没有可推送的开奖结果')
    return ok(c, payload)
  })
  // Moves the platform's clock forward by `advanceMs` and draws the turns that closed meanwhile before it
  // answers, so the caller's next request already sees them (tests/e2e/support/turns.ts `untilOpen`).
  app.post('/__test__/clock', validate('json', clockBody), async (c) => {
    if (!canAdvance(clock)) throw new ConflictError('SYS/CONFLICT', '时钟不可调')
    clock.advance(c.req.valid('json').advanceMs)
    await options.tick()
    return ok(c, { now: clock.now() })
  })
  app.post('/__test__/draw', validate('json', drawBody), async (c) => {
    const body = c.req.valid('json')
    const game = await lottery.findLotteryGame(body.gameId)
    if (!game) throw new InvalidInputError('gameId')
    // Chosen numbers must be a complete result of the game's kind.
    if (body.openNum !== undefined && !readResult(game.lotteryKind as LotteryKind, body.openNum)) {
      throw new InvalidInputError('openNum')
    }
    if (body.close && intervalMs(game)) {
      if (!canAdvance(clock)) throw new ConflictError('SYS/CONFLICT', '时钟不可调')
      const { closeTime } = await openTurn(lottery, game, clock.now())
      clock.advance(Math.max(0, closeTime - clock.now()))
    }
    const draw = await drawNow(lottery, game, clock.now(), body.openNum)
    if (!draw) throw new ConflictError('SYS/CONFLICT', '本期已开奖')
    if (body.show) return ok(c, { ...draw, showMs: await options.announceShown(draw, game) })
    await options.announce(draw, game)
    return ok(c, draw)
  })
  // Credits a member (benchmarks and demos that need more play money), through the ledger like any credit.
  app.post('/__test__/credit', validate('json', creditBody), async (c) => {
    const body = c.req.valid('json')
    const user = await users.findUserAuth(body.account)
    if (!user) throw new InvalidInputError('account')
    const balance = await wallet.post({
      userId: user.userId,
      wallet: body.wallet,
      type: 'reward',
      amountFen: yuanToFen(body.yuan),
      at: clock.now(),
    })
    return ok(c, { balance: fenToYuan(balance) })
  })
  app.post('/__test__/recharge/approve', validate('json', approveBody), async (c) =>
    ok(c, await approveBankRecharge(stores, c.req.valid('json').orderNo, clock.now())),
  )
  app.post('/__test__/withdraw/reject', validate('json', rejectBody), async (c) => {
    const body = c.req.valid('json')
    return ok(c, await rejectWithdrawal(stores, body.orderNo, body.reason, clock.now()))
  })
  app.post('/__test__/bonus', validate('json', bonusBody), async (c) => {
    const body = c.req.valid('json')
    const user = await users.findUserAuth(body.account)
    if (!user) throw new InvalidInputError('account')
    const now = clock.now()
    const id = await stores.rewards.grant({
      userId: user.userId,
      promotionId: body.promotionId ?? null,
      title: body.title,
      amountFen: yuanToFen(body.yuan),
      multiple: body.multiple,
      createdAt: now,
      expiresAt: now + body.days * 86_400_000,
    })
    return ok(c, { id })
  })
  // One push for the open turn, e.g. a VIDEO that starts a live draw without waiting for the clock.
  app.post('/__test__/push', validate('json', pushBody), async (c) => {
    const body = c.req.valid('json')
    const game = await lottery.findLotteryGame(body.gameId)
    if (!game) throw new InvalidInputError('gameId')
    const push: GamePush = {
      type: body.type,
      gameId: game.gameId,
      turnNum: (await openTurn(lottery, game, clock.now())).turnNum,
      openNum: '',
      isStreaming: body.type === 'VIDEO',
      liveUrl: body.liveUrl ?? (body.type === 'VIDEO' ? liveUrlOf(game.gameId) : ''),
    }
    return ok(c, { ...push, sent: options.hub.publish(push) })
  })
  return app
}
