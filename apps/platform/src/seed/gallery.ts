import { nextDrawTime, nextTurnNumber } from '@liuhe/domain'
import type { Insertable } from 'kysely'
import { galleryGames } from '../gallery/catalogue'
import { hashString, seededRandom } from '../random'
import { insertInChunks, type Queries } from '../storage/queries'
import type { Database } from '../storage/schema'

/** Group names by pinyin initial (no Chinese syllable starts with I, U or V). */
const namesByInitial: Record<string, string[]> = {
  A: ['澳门跑狗图', '澳门玄机图', '安心图'],
  B: ['白小姐图', '半句玄机', '白姐密报'],
  C: ['彩霸王', '财神报', '藏宝图'],
  D: ['东方心经', '大家赢图', '刀刀中特'],
  E: ['二四六图', '恩赐报', '二八玄机'],
  F: ['发财图', '凤凰天机', '福星报'],
  G: ['挂牌图', '管家婆图', '鬼谷子图'],
  H: ['黄大仙图', '好彩图', '红姐图库'],
  J: ['惊喜图', '金钱豹图', '九龙图'],
  K: ['开心图', '看图解特', '快乐图'],
  L: ['老黄历', '六合皇', '龙门客栈图'],
  M: ['马会传真', '马经图', '猛虎报'],
  N: ['牛魔王图', '女财神', '内幕图'],
  O: ['欧阳图', '偶遇玄机', '欧洲图'],
  P: ['跑狗图', '平特图', '琵琶图'],
  Q: ['奇人图', '青龙报', '千手观音图'],
  R: ['日报图', '如意图', '瑞兽图'],
  S: ['四不像', '神算图', '生肖卡'],
  T: ['天线宝宝', '特码图', '天下彩'],
  W: ['无敌猪哥', '外星人图', '五行图'],
  X: ['玄机图', '小鱼儿图', '新报跑狗'],
  Y: ['一句真言', '雨中情', '月光宝盒'],
  Z: ['正版挂牌', '曾道人图', '周公解梦'],
}

/** Issues (images) seeded per group: the open one and the drawn ones before it. */
export const ISSUES_PER_GROUP = 8

const categoryOf = (name: string) =>
  name.includes('跑狗') ? 2 : name.includes('玄机') ? 3 : /肖|牛|虎|龙|猪|豹/.test(name) ? 4 : 1

/**
 * The issues a game's gallery holds at `nowMs`, newest first, each with when it opened (epoch seconds): the
 * issue after the latest draw, then the drawn issues before it, each opened by the draw before it. A game
 * without draws has none.
 */
async function seededIssues(trx: Queries, gameId: number, nowMs: number) {
  const draws = await trx
    .selectFrom('draws')
    .select(['turn_num', 'open_time'])
    .where('game_id', '=', gameId)
    .where('open_time', '<=', nowMs)
    .orderBy('open_time', 'desc')
    .limit(ISSUES_PER_GROUP)
    .execute()
  const game = await trx
    .selectFrom('games')
    .select('schedule')
    .where('game_id', '=', gameId)
    .executeTakeFirst()
  const latest = draws[0]
  if (!latest || !game?.schedule) return []
  const schedule = JSON.parse(game.schedule) as Parameters<typeof nextDrawTime>[0]
  const next = nextTurnNumber(latest.turn_num, nextDrawTime(schedule, latest.open_time))
  const turns = [next, ...draws.map((d) => d.turn_num)]
  return draws.map((opener, k) => ({ turn: turns[k]!, openedAt: Math.floor(opener.open_time / 1000) }))
}

/** Seeds gallery groups for games 110 and 70 with a few issues of images each. */
export async function seedGallery(trx: Queries, _dataDir: string, nowMs: number): Promise<void> {
  const groups: Insertable<Database['gallery_groups']>[] = []
  const images: Insertable<Database['gallery_images']>[] = []
  let groupId = 0
  for (const { gameId } of galleryGames) {
    const random = seededRandom(hashString(`gallery:${gameId}`))
    const issues = await seededIssues(trx, gameId, nowMs)
    for (const [initials, names] of Object.entries(namesByInitial)) {
      names.forEach((name, i) => {
        groupId += 1
        const popular = (groupId + i) % 4 === 0 ? 1 : 0
        groups.push({
          group_id: groupId,
          game_id: gameId,
          group_type: 1,
          play_category_id: categoryOf(name),
          name,
          initials,
          popular,
          sort: 1000 - groupId,
        })
        // Each issue's image was made when the draw before it opened the issue (the 'updated' tag's time).
        for (const { turn, openedAt } of issues)
          images.push({
            group_id: groupId,
            game_turn: turn,
            updated_time: openedAt,
            like_count: Math.floor(random() * (popular ? 5_000 : 500)),
          })
      })
    }
  }
  await insertInChunks(trx, 'gallery_groups', groups)
  await insertInChunks(trx, 'gallery_images', images)
}
