import type { DrawSchedule, LotteryKind } from '@liuhe/domain'

export type { LotteryKind }

/** One lottery game of the catalogue. */
export interface LotteryCatalogueEntry {
  gameId: number
  gameName: string
  kind: LotteryKind
  schedule: DrawSchedule
  /** Hot score: above 0 lists the game under 热门, highest first. */
  hot: number
}

const every = (minutes: number): DrawSchedule => ({ kind: 'interval', minutes })

/**
 * Every lottery game the recommend grid names, in catalogue order. Interval games draw on
 * multiples of their interval since China midnight. 幸运牛牛 (95) draws a racing result: its niu niu hands are
 * dealt from the ten finishing positions.
 */
export const lotteryCatalogue: readonly LotteryCatalogueEntry[] = [
  {
    gameId: 110,
    gameName: '新澳门六合彩',
    kind: 'sixMark',
    schedule: { kind: 'daily', hour: 21, minute: 32 },
    hot: 100,
  },
  {
    gameId: 70,
    gameName: '香港六合彩',
    kind: 'sixMark',
    schedule: { kind: 'weekly', weekdays: [2, 4, 6], hour: 21, minute: 30 },
    hot: 95,
  },
  { gameId: 122, gameName: '极速六合彩', kind: 'sixMark', schedule: every(1), hot: 80 },
  { gameId: 123, gameName: '三分六合彩', kind: 'sixMark', schedule: every(3), hot: 0 },
  { gameId: 124, gameName: '五分六合彩', kind: 'sixMark', schedule: every(5), hot: 0 },
  { gameId: 81, gameName: '十分六合彩', kind: 'sixMark', schedule: every(10), hot: 0 },
  { gameId: 10, gameName: '北京赛车', kind: 'racing', schedule: every(10), hot: 60 },
  { gameId: 34, gameName: '幸运飞艇', kind: 'racing', schedule: every(5), hot: 70 },
  { gameId: 51, gameName: '极速赛车', kind: 'racing', schedule: every(1), hot: 75 },
  { gameId: 42, gameName: '江苏快三', kind: 'quickThree', schedule: every(10), hot: 30 },
  { gameId: 43, gameName: '安徽快三', kind: 'quickThree', schedule: every(10), hot: 0 },
  { gameId: 44, gameName: '湖北快三', kind: 'quickThree', schedule: every(10), hot: 0 },
  { gameId: 45, gameName: '广西快三', kind: 'quickThree', schedule: every(5), hot: 0 },
  { gameId: 46, gameName: '吉林快三', kind: 'quickThree', schedule: every(5), hot: 0 },
  { gameId: 47, gameName: '极速快三', kind: 'quickThree', schedule: every(1), hot: 40 },
  { gameId: 48, gameName: '三分快三', kind: 'quickThree', schedule: every(3), hot: 0 },
  { gameId: 71, gameName: '重庆时时彩', kind: 'timeBased', schedule: every(10), hot: 50 },
  { gameId: 90, gameName: '新疆时时彩', kind: 'timeBased', schedule: every(10), hot: 0 },
  { gameId: 92, gameName: '天津时时彩', kind: 'timeBased', schedule: every(10), hot: 0 },
  { gameId: 93, gameName: '极速时时彩', kind: 'timeBased', schedule: every(1), hot: 35 },
  { gameId: 95, gameName: '幸运牛牛', kind: 'racing', schedule: every(3), hot: 45 },
  { gameId: 96, gameName: '三分时时彩', kind: 'timeBased', schedule: every(3), hot: 0 },
  { gameId: 97, gameName: '五分时时彩', kind: 'timeBased', schedule: every(5), hot: 0 },
  { gameId: 98, gameName: '腾讯分分彩', kind: 'timeBased', schedule: every(1), hot: 20 },
  { gameId: 99, gameName: '河内五分彩', kind: 'timeBased', schedule: every(5), hot: 0 },
  { gameId: 102, gameName: '澳洲幸运5', kind: 'timeBased', schedule: every(5), hot: 0 },
  { gameId: 104, gameName: '台湾五分彩', kind: 'timeBased', schedule: every(5), hot: 0 },
  { gameId: 105, gameName: '比特币分分彩', kind: 'timeBased', schedule: every(1), hot: 0 },
  { gameId: 106, gameName: '十分时时彩', kind: 'timeBased', schedule: every(10), hot: 0 },
]

/** Image URL of a lottery game's generated SVG tile (served by the platform). */
export function lotteryImageUrl(gameId: number): string {
  return `/sys-upload/games/lottery-${gameId}.svg`
}
