import type { Selection } from '../betting/types'

/**
 * What a bet card (晒单) shows to its viewers: 跟单 while its turn takes bets, 已封盘 once it stopped, then
 * 已中奖 / 未中奖 after the draw settled its bets (docs/product.md, "Bet cards").
 */
export type BetCardState = 'open' | 'closed' | 'won' | 'lost'

/** The card's texts, quoted by the app and the platform. */
export const betCardTexts = {
  follow: '跟单',
  share: '分享到聊天室',
  shared: '已分享到聊天室',
  closed: '已封盘',
  won: '已中奖',
  lost: '未中奖',
  stakePerBet: '每注',
  odds: '赔率',
  hidden: '该会员已隐藏晒单',
  notOwner: '只能分享自己的注单',
  notFound: '注单不存在',
  oneTurn: '只能分享同一期的注单',
  noRoom: '该彩种暂无聊天室',
  cardGone: '该晒单已失效',
  followWrongGame: '该晒单不属于此彩种',
  hideSetting: '隐藏我的晒单',
  hideHint: '开启后，其他会员看不到您晒单的号码，也无法跟单',
  hiddenSaved: '已隐藏我的晒单',
  shownSaved: '已公开我的晒单',
  report: '举报',
  reported: '已举报，感谢您的反馈',
  alreadyReported: '您已举报过该消息',
} as const

/** How a card's bets stand: still waiting, won (any bet won or pushed), lost, or withdrawn by their owner. */
export type BetCardSettlement = 'pending' | 'won' | 'lost' | 'cancelled'

/**
 * A card's state: a settlement decides once the draw has been judged; before, the card is open while its
 * turn takes bets (`now < betEndTime`) and closed after, as is a card whose bets were cancelled.
 */
export function betCardState(input: {
  nowMs: number
  betEndTime: number
  settlement: BetCardSettlement
}): BetCardState {
  if (input.settlement === 'won') return 'won'
  if (input.settlement === 'lost') return 'lost'
  if (input.settlement === 'cancelled') return 'closed'
  return input.nowMs < input.betEndTime ? 'open' : 'closed'
}

/** The label a card shows for its state (open: the 跟单 action). */
export function betCardStateText(state: BetCardState): string {
  return state === 'open' ? betCardTexts.follow : betCardTexts[state]
}

/**
 * The picks a betting page prefills from a card's selections, the inverse of `selectionsFromPicks`: the
 * cells of single, position and group picks, `position:cell` for each parlay leg's cells, and the position
 * the picks are on (1 when the play has none). Picks keep their order and appear once; a selection the page
 * cannot tap (胆拖) gives no picks.
 */
export function picksFromSelections(selections: readonly Selection[]): { picks: string[]; position: number } {
  const picks: string[] = []
  let position = 1
  const add = (pick: string) => {
    if (!picks.includes(pick)) picks.push(pick)
  }
  for (const selection of selections) {
    switch (selection.kind) {
      case 'single':
        add(selection.cell)
        break
      case 'cells':
        for (const cell of selection.cells) add(cell)
        break
      case 'position':
        position = selection.position
        add(selection.cell)
        break
      case 'parlay':
        for (const leg of selection.legs) for (const cell of leg.cells) add(`${leg.position}:${cell}`)
        break
      case 'danTuo':
        break
    }
  }
  return { picks, position }
}
