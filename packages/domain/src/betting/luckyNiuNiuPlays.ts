import { keyCells } from './cells'
import type { Play } from './types'

/** The lucky niu niu game, dealt from a racing draw. */
export const LUCKY_NIU_NIU_GAME_ID = 95

/** Settlement rules of lucky niu niu: 平倍 pays even money, 翻倍 multiplies by the winning hand. */
export const luckyNiuNiuRules = ['flat', 'doubled'] as const
/** One lucky niu niu settlement rule. */
export type LuckyNiuNiuRule = (typeof luckyNiuNiuRules)[number]
/** A lucky niu niu play. */
export type LuckyNiuNiuPlay = Play<'luckyNiuNiu', LuckyNiuNiuRule>

/** The five player hands a bet is placed on; each plays against the banker (庄). */
export const niuNiuPlayers = ['闲一', '闲二', '闲三', '闲四', '闲五'] as const

/** Both lucky niu niu plays: 平倍 and 翻倍 on one of the five player hands, at even money by default. */
export const luckyNiuNiuPlays: readonly LuckyNiuNiuPlay[] = [
  {
    id: 'nn.pingbei',
    family: 'luckyNiuNiu',
    group: '平倍',
    name: '平倍',
    aliases: [],
    rule: 'flat',
    shape: { kind: 'single' },
    cells: keyCells(niuNiuPlayers),
    odds: { kind: 'flat', oddsMilli: 2_000 },
    oddsSources: ['quoted'],
  },
  {
    id: 'nn.fanbei',
    family: 'luckyNiuNiu',
    group: '翻倍',
    name: '翻倍',
    aliases: [],
    rule: 'doubled',
    shape: { kind: 'single' },
    cells: keyCells(niuNiuPlayers),
    odds: { kind: 'flat', oddsMilli: 2_000 },
    oddsSources: ['quoted'],
  },
]
