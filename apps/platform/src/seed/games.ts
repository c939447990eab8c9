import { formatChinaTime } from '@liuhe/domain'
import { insertInChunks, type Queries } from '../storage/queries'

const DAY_MS = 86_400_000

/** Third-party game providers: display name, platform code (liveCode), logo. */
export const providers = {
  AG: 'AG亚游',
  BBIN: 'BBIN宝盈',
  PG: 'PG电子',
  JDB: 'JDB夺宝',
  KY: '开元棋牌',
  SABA: '沙巴体育',
  DG: 'DG梦游',
  IM: 'IM体育',
} as const
type ProviderCode = keyof typeof providers

/** Category → third-party game type and game kind. */
const categoryKinds = {
  live: { type: 'LIVE', kind: '1' },
  electronic: { type: 'ELECTRONIC', kind: '2' },
  fish: { type: 'FISH', kind: '3' },
  card: { type: 'CARD', kind: '4' },
  sport: { type: 'SPORT', kind: '5' },
} as const
type Category = keyof typeof categoryKinds

/** [category, provider, game code, Chinese name, hot, maintenance ('now', 'past' or none), landscape]. */
type GameSeed = [Category, ProviderCode, string, string, number, ('now' | 'past' | '')?, 1?]

const thirdPartyGames: GameSeed[] = [
  ['fish', 'AG', 'AG_FISH_KING', '捕鱼王', 88, '', 1],
  ['fish', 'JDB', 'JDB_DRAGON_FISH', '龙王捕鱼', 76, '', 1],
  ['fish', 'JDB', 'JDB_FISH_PARTY', '捕鱼派对', 0, '', 1],
  ['fish', 'BBIN', 'BBIN_FISH_MASTER', '捕鱼大师', 0, 'now', 1],
  ['fish', 'KY', 'KY_FISH_HUNTER', '捕鱼来了', 0, '', 1],
  ['electronic', 'PG', 'PG_MAHJONG_WAYS', '麻将胡了', 95],
  ['electronic', 'PG', 'PG_MAHJONG_WAYS2', '麻将胡了2', 90],
  ['electronic', 'PG', 'PG_TREASURES_AZTEC', '寻宝黄金城', 70],
  ['electronic', 'PG', 'PG_CAPTAINS_BOUNTY', '赏金船长', 0],
  ['electronic', 'PG', 'PG_LUCKY_NEKO', '招财喵', 0],
  ['electronic', 'PG', 'PG_FORTUNE_OX', '十倍金牛', 0, 'past'],
  ['electronic', 'JDB', 'JDB_FACE_CHANGE', '变脸', 0],
  ['electronic', 'JDB', 'JDB_BIRDS_PARTY', '飞鸟派对', 0],
  ['electronic', 'JDB', 'JDB_LUCKY_COLOR', '幸运七彩', 0, 'now'],
  ['electronic', 'AG', 'AG_FRUIT_SLOT', '水果拉霸', 0],
  ['electronic', 'AG', 'AG_GOLDEN_DRAGON', '金龙珠', 0],
  ['electronic', 'BBIN', 'BBIN_WEALTH_GOD', '财神到', 45],
  ['electronic', 'BBIN', 'BBIN_MONKEY_KING', '齐天大圣', 0],
  ['card', 'KY', 'KY_QZNN', '抢庄牛牛', 92],
  ['card', 'KY', 'KY_ZJH', '炸金花', 85],
  ['card', 'KY', 'KY_DDZ', '斗地主', 60],
  ['card', 'KY', 'KY_DZPK', '德州扑克', 0],
  ['card', 'KY', 'KY_21D', '二十一点', 0],
  ['card', 'KY', 'KY_ERBA', '二八杠', 0, 'now'],
  ['card', 'JDB', 'JDB_TONGBI', '通比牛牛', 0],
  ['card', 'BBIN', 'BBIN_SANGONG', '三公', 0],
  ['live', 'AG', 'AG_LIVE_FLAGSHIP', 'AG旗舰厅', 99],
  ['live', 'AG', 'AG_LIVE_VIP', 'AG贵宾厅', 0],
  ['live', 'BBIN', 'BBIN_LIVE', 'BBIN视讯', 80],
  ['live', 'DG', 'DG_LIVE', 'DG真人', 0],
  ['live', 'DG', 'DG_LIVE_BACCARAT', 'DG百家乐', 0, 'now'],
  ['sport', 'SABA', 'SABA_SPORT', '沙巴体育', 97],
  ['sport', 'IM', 'IM_SPORT', 'IM体育', 66],
  ['sport', 'BBIN', 'BBIN_SPORT', 'BBIN体育', 0],
  ['sport', 'IM', 'IM_ESPORT', 'IM电竞', 0, 'past'],
]

/** First id of the third-party games (lottery games use small ids). */
export const FIRST_THIRD_PARTY_GAME_ID = 1001

/** Seeds the third-party games of the fish, electronic, card, live and sport categories. */
export async function seedGames(trx: Queries, _dataDir: string, nowMs: number): Promise<void> {
  const range = (from: number, to: number) => `${formatChinaTime(from)}~${formatChinaTime(to)}`
  const rows = thirdPartyGames.map(([category, provider, code, name, hot, maintenance, landscape], i) => {
    const maintain =
      maintenance === 'now'
        ? range(nowMs - (1 + (i % 2)) * DAY_MS, nowMs + (2 + (i % 3)) * DAY_MS)
        : maintenance === 'past'
          ? '2020-01-01 02:00:00~2020-01-01 06:00:00'
          : ''
    return {
      game_id: FIRST_THIRD_PARTY_GAME_ID + i,
      game_name: name,
      category,
      type: categoryKinds[category].type,
      sort: i + 1,
      image_url: `/sys-upload/games/${code}.svg`,
      landscape_url: `/sys-upload/games/${code}-landscape.svg`,
      hot,
      live_code: provider,
      game_code: code,
      game_kind: categoryKinds[category].kind,
      provider_name: providers[provider],
      provider_url: `/sys-upload/providers/${provider}.svg`,
      maintain,
      app_display: landscape ?? 0,
    }
  })
  await insertInChunks(trx, 'games', rows)
}
