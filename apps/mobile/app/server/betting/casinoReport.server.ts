import type { CasinoReportRow, CasinoRound } from '@liuhe/api'
import { defaultReportRange, type ReportRange, reportRangeError, reportRangeMessages } from '@liuhe/domain'
import { data } from '@remix-run/node'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'

/** What the casino report page renders. */
export interface CasinoReportData {
  /** The range as the member typed it (kept when refused). */
  range: ReportRange
  /** Today (China time): the pickers' latest date. */
  today: string
  /** Why the range was refused, or null. */
  error: string | null
  rows: CasinoReportRow[]
}

/** What the casino rounds page of one game renders. */
export interface CasinoRoundsData {
  range: ReportRange
  gameCode: string
  gameName: string
  rows: CasinoRound[]
  total: number
  page: number
  pageSize: number
}

const PAGE_SIZE = 20
const noStore = { 'Cache-Control': 'private, no-store' }

/** The range of the address (`?startDate=&endDate=`), today − 6 … today when absent. */
function rangeOf(url: URL, nowMs: number): ReportRange {
  const fallback = defaultReportRange(nowMs)
  return {
    startDate: url.searchParams.get('startDate') ?? fallback.startDate,
    endDate: url.searchParams.get('endDate') ?? fallback.endDate,
  }
}

/**
 * The casino report (`/live-betting`, theme2's `/report/live-betting`): the member's totals per third-party
 * game in the range. A refused range keeps the typed dates and says why; with no third-party games there
 * is nothing to ask, and the platform is not asked.
 */
export async function casinoReportLoader(request: Request) {
  const { token } = await requireViewer(request)
  const nowMs = Date.now()
  const range = rangeOf(new URL(request.url), nowMs)
  const today = defaultReportRange(nowMs).endDate
  const problem = reportRangeError(range, nowMs)
  if (problem) {
    const refused: CasinoReportData = { range, today, error: reportRangeMessages[problem], rows: [] }
    return data(refused, { headers: noStore })
  }
  const api = platformFor(request, token)
  try {
    const games = await api.games.allLiveGames()
    const gameCodes = [...new Set(games.map((game) => game.gameCode))]
    const rows = gameCodes.length ? await api.games.casinoReport({ ...range, gameCodes }) : []
    const answer: CasinoReportData = { range, today, error: null, rows }
    return data(answer, { headers: noStore })
  } catch (error) {
    platformFailure(error)
  }
}

/** One game's rounds (`/live-betting-detail?gameCode=&startDate=&endDate=&page=`), 20 a page. */
export async function casinoRoundsLoader(request: Request) {
  const { token } = await requireViewer(request)
  const url = new URL(request.url)
  const nowMs = Date.now()
  const range = rangeOf(url, nowMs)
  const gameCode = url.searchParams.get('gameCode') ?? ''
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1))
  const problem = reportRangeError(range, nowMs)
  if (problem || !/^[A-Za-z0-9_-]{1,40}$/.test(gameCode)) {
    throw data({ message: problem ? reportRangeMessages[problem] : '游戏不存在' }, { status: 400 })
  }
  const api = platformFor(request, token)
  try {
    const [games, rounds] = await Promise.all([
      api.games.allLiveGames(),
      api.games.casinoRounds({ ...range, gameCode, page, rows: PAGE_SIZE }),
    ])
    const gameName = games.find((game) => game.gameCode === gameCode)?.gameName ?? gameCode
    const answer: CasinoRoundsData = { range, gameCode, gameName, ...rounds, page, pageSize: PAGE_SIZE }
    return data(answer, { headers: noStore })
  } catch (error) {
    platformFailure(error)
  }
}
