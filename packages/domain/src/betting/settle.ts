import type { betResults } from '../bets/bets'
import type { AnyPlay } from './catalogue'
import { luckyNiuNiuJudge } from './luckyNiuNiuSettlement'
import { isStakeFen } from './odds'
import { quickThreeJudge } from './quickThreeSettlement'
import { racingJudge } from './racingSettlement'
import { expandTickets } from './selection'
import { sixMarkJudge } from './sixMarkSettlement'
import { timeBasedJudge } from './timeBasedSettlement'
import type { Draw, FrozenOdds, JudgedTicket, Selection, Ticket } from './types'

/** One 注 judged, with the ticket it was. */
export interface SettledTicket extends JudgedTicket {
  ticket: Ticket
}

/** The settlement of one bet: its result code, what it pays back in fen, and how its 注 ended. */
export interface BetSettlement {
  /** Bet result code: 0 not won, 1 paid out (some 注 won), 2 draw (none won, some pushed). */
  result: keyof typeof betResults
  /** Everything the bet pays back, stakes of pushed 注 included, in fen. */
  payoutFen: number
  betCount: number
  winningBets: number
  pushedBets: number
  tickets: readonly SettledTicket[]
}

/** What settling a bet needs: the play, the selection, the stake per 注, the odds frozen at bet time, the draw. */
export interface SettleBetInput {
  play: AnyPlay
  selection: Selection
  stakeFen: number
  oddsMilli: FrozenOdds
  draw: Draw
}

type TicketJudge = (ticket: Ticket, odds: FrozenOdds, stakeFen: number) => JudgedTicket

function judgeOf(play: AnyPlay, draw: Draw): TicketJudge {
  switch (play.family) {
    case 'sixMark':
      return sixMarkJudge(play, draw)
    case 'racing':
      return racingJudge(play, draw)
    case 'quickThree':
      return quickThreeJudge(play, draw)
    case 'timeBased':
      return timeBasedJudge(play, draw)
    case 'luckyNiuNiu':
      return luckyNiuNiuJudge(play, draw)
  }
}

/**
 * Settles a bet against a draw: every 注 of the selection is judged on its own with the frozen odds, a win
 * paying floor(stake × odds) and a push exactly the stake; the bet pays the sum. Refuses an invalid
 * selection (with its Chinese message), a stake that is not whole fen, and a draw of the wrong kind.
 */
export function settleBet({ play, selection, stakeFen, oddsMilli, draw }: SettleBetInput): BetSettlement {
  if (!isStakeFen(stakeFen)) throw new RangeError(`stake must be a positive whole number of fen: ${stakeFen}`)
  const tickets = expandTickets(play, selection)
  const judge = judgeOf(play, draw)
  const settled = tickets.map((ticket) => ({ ticket, ...judge(ticket, oddsMilli, stakeFen) }))
  const winningBets = settled.filter((t) => t.outcome === 'win').length
  const pushedBets = settled.filter((t) => t.outcome === 'push').length
  return {
    result: winningBets > 0 ? 1 : pushedBets > 0 ? 2 : 0,
    payoutFen: settled.reduce((sum, t) => sum + t.payoutFen, 0),
    betCount: settled.length,
    winningBets,
    pushedBets,
    tickets: settled,
  }
}
