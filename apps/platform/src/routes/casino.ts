import { randomBytes } from 'node:crypto'
import { CASINO_STAKES_YUAN, formatFen, yuanToFen } from '@liuhe/domain'
import { Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { signedIn } from '../auth/currentUser'
import type { Clock } from '../clock'
import { missingResource, ok } from '../envelope'
import { RefusedError } from '../errors'
import { pageParam, rowsParam } from '../http/fields'
import { validate } from '../http/validate'
import type { Stores } from '../store'
import type { Game } from '../store/games'
import {
  casinoReport,
  casinoRounds,
  PLAY_TICKET_TTL_MS,
  playDemoRound,
  playTicket,
  readPlayTicket,
  redeemLaunchTicket,
} from '../wallet/casino'
import { ensureLaunchSecret } from '../wallet/config'

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const gameCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/)

const reportQuery = z.object({
  gameCodes: z
    .string()
    .max(4000)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(gameCode).min(1).max(200)),
  startDate: date,
  endDate: date,
})

const roundsQuery = z.object({
  gameCode: gameCode.optional(),
  startDate: date,
  endDate: date,
  page: pageParam,
  rows: rowsParam(20, 100),
})

/** The casino report under the API prefix: totals per game and the rounds, of the signed-in member. */
export function casinoRoutes(stores: Stores, clock: Clock) {
  const app = new Hono()
  const member = signedIn(stores.users, clock)
  app.get('/api/live/gameReportList', member, validate('query', reportQuery), async (c) =>
    ok(c, await casinoReport(stores, c.var.user.userId, c.req.valid('query'), clock.now())),
  )
  app.get('/api/live/br', member, validate('query', roundsQuery), async (c) => {
    const { rows, total } = await casinoRounds(stores, c.var.user.userId, c.req.valid('query'), clock.now())
    return ok(c, rows, total)
  })
  return app
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const roundForm = z.object({
  ticket: z.string().max(200),
  roundNo: z.string().regex(/^R[0-9a-f]{24}$/),
  stake: z.enum(CASINO_STAKES_YUAN.map(String) as [string, ...string[]]).transform(Number),
})

/** The cookie that keeps a demo game's page open for its member (its play ticket), per game path. */
const PLAY_COOKIE = 'liuhe_demo_play'

/**
 * The demo provider's game pages at the host root, which `/live/play` links to with a launch ticket: the
 * game with the member's balance and a round to play (a plain form, no script). A round stakes the main
 * balance and is recorded for the casino report. Without a valid ticket the page shows the game only.
 *
 * The launch ticket opens the page once, within a minute (`redeemLaunchTicket`): the page then carries a
 * play ticket, in its form and in an HttpOnly cookie of the game's path, which plays rounds and brings the
 * member back to the page after each, for two hours. No address the browser keeps carries a usable ticket.
 */
export function staticCasinoRoutes(stores: Stores, clock: Clock) {
  const app = new Hono()
  /** The tickets' key (wallet/config.ts): made on the first use and kept. */
  const launchSecret = () => ensureLaunchSecret(stores.config)
  const findGame = async (liveCode: string, code: string) => {
    const game = await stores.games.findThirdPartyGame(liveCode, code)
    if (!game) throw missingResource()
    return game
  }
  const htmlHeaders = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }
  const html = (body: string, status = 200) => new Response(body, { status, headers: htmlHeaders })

  const pagePath = (game: Game) =>
    `/demo-game/${encodeURIComponent(game.liveCode)}/${encodeURIComponent(game.gameCode)}`

  app.get('/demo-game/:liveCode/:gameCode', async (c) => {
    const game = await findGame(c.req.param('liveCode'), c.req.param('gameCode'))
    const now = clock.now()
    const secret = await launchSecret()
    const launched = await redeemLaunchTicket(stores, secret, c.req.query('ticket'), game, now)
    let userId: number | undefined
    let ticket: string | undefined
    if (launched !== undefined) {
      userId = launched
      ticket = playTicket(secret, { userId, liveCode: game.liveCode, gameCode: game.gameCode }, now)
      setCookie(c, PLAY_COOKIE, ticket, {
        path: pagePath(game),
        httpOnly: true,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
        maxAge: PLAY_TICKET_TTL_MS / 1000,
      })
    } else {
      ticket = getCookie(c, PLAY_COOKIE)
      userId = readPlayTicket(secret, ticket, game, now)
    }
    const roundNo = c.req.query('round')
    const played = roundNo ? await stores.casino.findRound(roundNo) : undefined
    const last = played && played.userId === userId ? played : undefined
    // `c.newResponse`: the page carries the cookie `setCookie` wrote.
    return c.newResponse(
      demoPage(game, {
        ticket: userId === undefined ? undefined : ticket,
        moneyFen: userId === undefined ? undefined : (await stores.wallet.balancesOf(userId)).moneyFen,
        last: last && { stakeFen: last.stakeFen, payoutFen: last.payoutFen, outcome: last.outcome },
        error: c.req.query('error'),
      }),
      200,
      htmlHeaders,
    )
  })

  app.post('/demo-game/:liveCode/:gameCode/round', validate('form', roundForm), async (c) => {
    const game = await findGame(c.req.param('liveCode'), c.req.param('gameCode'))
    const form = c.req.valid('form')
    const userId = readPlayTicket(await launchSecret(), form.ticket, game, clock.now())
    // The page it goes back to knows the member by its cookie: no ticket in the address.
    const back = new URLSearchParams()
    if (userId === undefined) {
      return html(demoPage(game, { error: '登录已失效，请从游戏大厅重新进入' }), 403)
    }
    try {
      await playDemoRound(stores, {
        userId,
        game,
        stakeFen: yuanToFen(form.stake),
        roundNo: form.roundNo,
        nowMs: clock.now(),
      })
      back.set('round', form.roundNo)
    } catch (error) {
      if (!(error instanceof RefusedError)) throw error
      back.set('error', error.message)
    }
    return c.redirect(`${pagePath(game)}?${back}`, 303)
  })
  return app
}

function demoPage(
  game: Game,
  state: {
    ticket?: string | undefined
    moneyFen?: number | undefined
    last?: { stakeFen: number; payoutFen: number; outcome: string } | undefined
    error?: string | undefined
  },
): string {
  const yuan = formatFen
  const result = state.last
    ? `<p class="result" role="status">本局：投注 ${yuan(state.last.stakeFen)} 元，${escapeHtml(state.last.outcome)}，派彩 ${yuan(state.last.payoutFen)} 元</p>`
    : ''
  const error = state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : ''
  const play =
    state.ticket === undefined || state.moneyFen === undefined
      ? '<p>请从应用的游戏大厅进入游戏。</p>'
      : `<p class="balance">余额 <strong>${yuan(state.moneyFen)}</strong> 元</p>${result}${error}
<form method="post" action="/demo-game/${encodeURIComponent(game.liveCode)}/${encodeURIComponent(game.gameCode)}/round">
<input type="hidden" name="ticket" value="${escapeHtml(state.ticket)}">
<input type="hidden" name="roundNo" value="R${randomBytes(12).toString('hex')}">
<fieldset><legend>投注金额</legend>${CASINO_STAKES_YUAN.map(
          (stake, i) =>
            `<label><input type="radio" name="stake" value="${stake}"${i === 0 ? ' checked' : ''}> ${stake} 元</label>`,
        ).join('')}</fieldset>
<button type="submit">开始游戏</button></form>`
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(game.gameName)} - ${escapeHtml(game.providerName)}</title>
<style>body{margin:0;font-family:sans-serif;background:#14161f;color:#fff}main{display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:100vh;text-align:center;padding:16px;box-sizing:border-box}img{width:60vw;max-width:320px;border-radius:16px}h1{margin:16px 0 4px}p{opacity:.9}fieldset{border:1px solid #fff4;border-radius:8px;margin:12px 0}label{margin:0 8px;white-space:nowrap}button{font:inherit;font-weight:700;border:0;border-radius:24px;padding:10px 32px;background:#f5b400;color:#14161f;cursor:pointer}.result{color:#7ee787}.error{color:#ff7b72}</style></head>
<body><main><img src="${escapeHtml(game.landscapeUrl)}" alt="${escapeHtml(game.gameName)}"><h1>${escapeHtml(game.gameName)}</h1>
<p>${escapeHtml(game.providerName)} · 演示游戏</p><p>这是平台提供的演示页面，实际游戏由第三方平台提供。</p>${play}</main></body></html>`
}
