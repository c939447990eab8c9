import { isApiError } from '@liuhe/api'
import {
  betCardTexts,
  betFormTexts,
  loginRedirect,
  picksFromSelections,
  playById,
  quickSelects,
  responsibleTexts,
  selectionsFromPicks,
} from '@liuhe/domain'
import { Button, NavBar } from '@liuhe/ui'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation, useRevalidator } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { z } from 'zod'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { RealityCheck } from '#app/components/responsible/RealityCheck.tsx'
import { useDrawPolling } from '#app/hooks/useDrawPolling.ts'
import { useGameSocket } from '#app/hooks/useGameSocket.ts'
import { drawCardLinks } from '#app/navigation.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { responsibleGateOf } from '#app/server/account/responsible.server.ts'
import { pageAddress } from '#app/server/auth/guard.server.ts'
import { redirectWithToast } from '#app/server/auth/session.server.ts'
import { getViewer, requireSessionToken, walletOf } from '#app/server/auth/viewer.server.ts'
import { sharedData } from '#app/server/cache/shared.server.ts'
import { toDrawCardData } from '#app/server/content/lottery.server.ts'
import { gameSocketBase, platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf, invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'
import { readFormData, readQuery } from '#app/server/request/input.server.ts'
import { BettingPanel } from './BettingPanel.tsx'
import * as styles from './betting.css.ts'
import { chosenPlay, kindOf, playMenu, playView, turnOf } from './betting.server.ts'
import { GameChatPanel } from './GameChatPanel.tsx'
import { SettleNotice } from './SettleNotice.tsx'
import { TurnBar } from './TurnBar.tsx'

export const access = publicRoute()

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 投注` : '投注' },
]

const querySchema = z.object({
  play: z.string().max(40).optional().catch(undefined),
  pos: z.coerce.number().int().min(1).max(10).catch(1),
  /** A cell to start the slip with (the 长龙 helper's quick bets). */
  pick: z.string().max(20).optional().catch(undefined),
  /** A bet card (晒单) to follow: its message id; the slip starts with the card's play and picks. */
  follow: z.coerce.number().int().positive().optional().catch(undefined),
  /** The orders the last form placed, for 分享到聊天室. */
  placed: z
    .string()
    .regex(/^[A-Z0-9]{4,40}(,[A-Z0-9]{4,40}){0,19}$/)
    .optional()
    .catch(undefined),
})

/**
 * The card a follow link names, when the member may still follow it here: open, on this game, not hidden.
 * Answers its play, picks and position, or the reason nothing was filled (hidden, 已封盘, another game, gone).
 */
async function followedCard(request: Request, gameId: number, messageId: number | undefined, token?: string) {
  if (!messageId || !token) return undefined
  try {
    const card = await platformFor(request, token).chat.betCard(messageId)
    if (card.game_id !== gameId) return { notice: betCardTexts.followWrongGame }
    if (card.hidden === 1) return { notice: betCardTexts.hidden }
    if (card.state !== 'open') return { notice: betCardTexts.closed }
    return { playId: card.play_id, ...picksFromSelections(card.lines.map((l) => l.selection)) }
  } catch {
    return { notice: betCardTexts.cardGone }
  }
}

/** The game's open turn, its play tabs and the chosen play's grid with this company's odds. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const gameId = Number(params.id)
  invariantResponse(Number.isInteger(gameId) && gameId > 0, '游戏不存在')
  const query = readQuery(request, querySchema)
  const api = platformFor(request)
  try {
    // No read waits for the profile call (getViewer): the plays on offer are the same for every member, read
    // once for all (shared.server.ts); the draw is read fresh (a draw pushed live revalidates this page for
    // the next turn, which a kept copy would hide); the member's gate goes out beside the profile call.
    const [viewer, info, plays, responsible] = await Promise.all([
      getViewer(request),
      api.lottery.openInfo(gameId, request.signal),
      sharedData(`bets:plays:${gameId}`, () => api.bets.plays(gameId), request.signal),
      responsibleGateOf(request),
    ])
    const follow = await followedCard(request, gameId, query.follow, viewer.token ?? undefined)
    const followed = follow && 'playId' in follow ? follow : undefined
    const play = chosenPlay(plays, followed?.playId ?? query.play)
    invariantResponse(play, '该游戏暂无可投注的玩法')
    const turn = turnOf(info)
    const view = playView(
      play,
      plays.plays.find((p) => p.playId === play.id),
      turn.drawTime,
    )
    const wantedPosition = followed?.position ?? query.pos
    const position = view.positions.some((p) => p.index === wantedPosition)
      ? wantedPosition
      : (view.positions[0]?.index ?? 1)
    const isCell = (pick: string) => view.cells.some((cell) => cell.key === pick.replace(/^\d+:/, ''))
    return data(
      {
        gameId,
        gameName: info.gameName,
        kind: kindOf(info),
        draw: toDrawCardData(info),
        turn,
        menu: playMenu(plays),
        play: view,
        position,
        // A cell the address asks for starts the slip picked, when this play's grid has it.
        picked: followed
          ? followed.picks.filter(isCell)
          : query.pick && view.cells.some((cell) => cell.key === query.pick)
            ? [query.pick]
            : [],
        // Why a followed card filled nothing (已封盘 …).
        followNotice: follow && 'notice' in follow ? follow.notice : undefined,
        // The orders the last form placed (分享到聊天室), for a signed-in member.
        placed: viewer.token && query.placed ? query.placed.split(',') : [],
        quick: view.cellKind === 'ball' && view.cells.length === 49 ? quickSelects(turn.drawTime) : [],
        signedIn: Boolean(viewer.token),
        // 18+ confirmed, and the reality check's interval (signed-in members only).
        responsible,
        // The lottery wallet a bet is taken from (the header's total also holds the third-party games').
        lotteryFen: walletOf(viewer)?.lotteryFen ?? null,
        // A new key per page: a double tap or a retry of this form places its bets once.
        idempotencyKey: crypto.randomUUID(),
        socketBase: gameSocketBase(),
      },
      // The page carries the member's balance and a one-time form key.
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  } catch (error) {
    platformFailure(error, { notFound: '游戏不存在' })
  }
}

const placeSchema = z.object({
  turnNum: z.string().regex(/^\d{6,12}$/),
  playId: z.string().min(1).max(40),
  position: z.coerce.number().int().min(1).max(10).catch(1),
  amount: z.string().trim().max(12),
  idempotencyKey: z.string().min(8).max(64),
})

/** What a refused form answers: the message, and what was typed and picked so nothing is lost. */
function refused(message: string, values: { playId: string; amount: string; picks: string[] }, status = 400) {
  return data({ message, values }, { status })
}

/**
 * Places the bet form: the picks of the play's grid, the stake per 注 in whole 元. A guest is sent to login
 * and comes back here; a refusal keeps the picks and the amount; success reloads the page on the new balance
 * with 下注成功.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const token = await requireSessionToken(request)
  const gameId = Number(params.id)
  invariantResponse(Number.isInteger(gameId) && gameId > 0, '游戏不存在')
  const formData = await readFormData(request)
  if (formData.get('intent') === 'share') return shareToRoom(request, token, formData)
  const parsed = placeSchema.safeParse(Object.fromEntries(formData))
  const picks = formData.getAll('cells').map(String).slice(0, 60)
  const values = {
    playId: String(formData.get('playId') ?? ''),
    amount: String(formData.get('amount') ?? ''),
    picks,
  }
  if (!parsed.success) return refused('参数错误', values)
  const form = parsed.data
  if (form.amount === '') return refused(betFormTexts.amountRequired, values)
  if (!/^\d+$/.test(form.amount)) return refused(betFormTexts.amountWhole, values)
  const play = playById(form.playId)
  invariantResponse(play, '玩法不存在')
  const selections = selectionsFromPicks(play, picks, form.position)
  if (selections.length === 0) return refused(betFormTexts.nothingPicked, values)
  let placed: string[]
  try {
    const answer = await platformFor(request, token).bets.place({
      gameId,
      turnNum: form.turnNum,
      idempotencyKey: form.idempotencyKey,
      bets: selections.map((selection) => ({ playId: play.id, selection, stake: Number(form.amount) })),
    })
    placed = answer.orders.map((o) => o.orderNo)
  } catch (error) {
    if (isApiError(error) && error.isUnauthenticated) {
      throw redirect(loginRedirect(pageAddress(request)))
    }
    return refused(failureOf(error).message, values)
  }
  const back = new URL(request.url)
  back.searchParams.delete('index')
  // A followed card fills the slip once; the placed orders can be shared (分享到聊天室).
  back.searchParams.delete('follow')
  back.searchParams.set('placed', placed.join(','))
  return redirectWithToast(request, `${back.pathname}${back.search}`, '下注成功')
}

const shareSchema = z.object({ orders: z.string().regex(/^[A-Z0-9]{4,40}(,[A-Z0-9]{4,40}){0,19}$/) })

/** 分享到聊天室: the placed orders as a bet card in the game's room; the page returns without `placed`. */
async function shareToRoom(request: Request, token: string, formData: FormData) {
  const back = new URL(request.url)
  back.searchParams.delete('index')
  back.searchParams.delete('placed')
  const parsed = shareSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) return data({ shareMessage: '参数错误' }, { status: 400 })
  try {
    await platformFor(request, token).chat.shareBetCard(parsed.data.orders.split(','))
  } catch (error) {
    if (isApiError(error) && error.isUnauthenticated) throw redirect(loginRedirect(pageAddress(request)))
    return data({ shareMessage: failureOf(error).message }, { status: 400 })
  }
  return redirectWithToast(request, `${back.pathname}${back.search}`, betCardTexts.shared)
}

export default function BettingPage() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const revalidator = useRevalidator()
  const location = useLocation()
  const { turn } = page
  const openAtLoad = turn.betEndTime > turn.serverTime
  const [closed, setClosed] = useState(!openAtLoad)
  // A new turn (after the draw) opens again; the same turn past its close time stays closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new turn resets the state even when both turns were open at load
  useEffect(() => setClosed(!openAtLoad), [turn.turnNum, openAtLoad])

  // The draw lands through the game socket (or the polling after the countdown): the page moves to the
  // next turn without a reload, and a payout shows in the balance.
  useGameSocket(
    page.socketBase,
    page.gameId,
    (result) => {
      if (result.type === 'RESULT') revalidator.revalidate()
    },
    // Back after a lost connection: a draw made meanwhile moves the page on.
    revalidator.revalidate,
  )
  const polling = useDrawPolling(
    page.draw.previous?.turnNum,
    page.draw.previous?.numbers.join(',') ?? '',
    revalidator.revalidate,
    page.kind,
  )

  return (
    <>
      <NavBar title={page.gameName} backHref="/game-center#LOTTERY" />
      <main className={styles.page} data-turn={turn.turnNum} data-closed={closed || undefined}>
        <h1 className={styles.title}>{page.gameName}投注</h1>
        <TurnBar
          kind={page.kind}
          turn={turn}
          previous={page.draw.previous}
          closed={closed}
          lotteryFen={page.lotteryFen}
          onClose={() => setClosed(true)}
          onDrawTime={() => polling.start(turn.turnNum)}
          historyHref={drawCardLinks(page.gameId).historyHref}
        />
        <SettleNotice gameId={page.gameId} drawnTurn={page.draw.previous?.turnNum} signedIn={page.signedIn} />
        <GameChatPanel gameId={page.gameId} />
        {page.followNotice ? <output className={styles.followNotice}>{page.followNotice}</output> : null}
        {page.placed.length > 0 ? (
          <Form method="post" className={styles.share}>
            <input type="hidden" name="intent" value="share" />
            <input type="hidden" name="orders" value={page.placed.join(',')} />
            <Button type="submit" variant="secondary">
              {betCardTexts.share}
            </Button>
            {result && 'shareMessage' in result ? (
              <span className={styles.shareMessage} role="alert">
                {result.shareMessage}
              </span>
            ) : null}
          </Form>
        ) : null}
        <BettingPanel
          // A new turn, a new play or a placed form starts a clean slip.
          key={`${turn.turnNum}-${page.play.id}-${page.position}-${location.key}`}
          gameId={page.gameId}
          gameName={page.gameName}
          turnNum={turn.turnNum}
          menu={page.menu}
          play={page.play}
          position={page.position}
          initialPicks={page.picked}
          quick={page.quick}
          closed={closed}
          signedIn={page.signedIn}
          adultConfirmed={page.responsible?.adultConfirmed ?? false}
          lotteryFen={page.lotteryFen}
          idempotencyKey={page.idempotencyKey}
          refusal={result && 'message' in result ? result : undefined}
        />
        <footer className={styles.footer}>
          <Link className={styles.footerLink} to="/responsible-gaming">
            {responsibleTexts.footerLink}
          </Link>
        </footer>
      </main>
      {page.responsible ? <RealityCheck intervalMinutes={page.responsible.realityCheckMinutes} /> : null}
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="投注页加载失败" />
}
