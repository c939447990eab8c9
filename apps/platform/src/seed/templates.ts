import { RECORD_ISSUES } from '@liuhe/domain'
import type { Insertable } from 'kysely'
import { openTurn } from '../scheduler'
import { insertInChunks, type Queries } from '../storage/queries'
import type { Database } from '../storage/schema'
import { createLotteryStore, type LotteryStore } from '../store/lottery'
import {
  colorThemes,
  documentCategories,
  documentSources,
  type TemplateSpec,
  templateCatalogue,
} from '../templates/catalogue'
import type { PickRuleKey } from '../templates/pickRules'
import {
  cardKey,
  cardRowMaker,
  documentRow,
  type Issue,
  type ItemInput,
  issueItem,
  pollOptionsOf,
  predict,
  seqOf,
} from '../templates/picks'

/** The six-mark games with information cards and library documents, with their id blocks. */
export const informationGames = [
  {
    gameId: 110,
    block: 1,
    documentsPerCategory: documentSources.length,
    categories: documentCategories.length,
  },
  { gameId: 70, block: 2, documentsPerCategory: 8, categories: 6 },
  // The fast six-mark games (1, 3, 5 and 10 minutes) get every card too, scored against their own draws.
  { gameId: 122, block: 3, documentsPerCategory: 4, categories: 3 },
  { gameId: 123, block: 4, documentsPerCategory: 4, categories: 3 },
  { gameId: 124, block: 5, documentsPerCategory: 4, categories: 3 },
  { gameId: 81, block: 6, documentsPerCategory: 4, categories: 3 },
] as const

/** Template id of a catalogue card: block × 1000 + catalogue position (110 → 1001…, 70 → 2001…). */
export const templateIdOf = (block: number, index: number) => block * 1000 + index + 1
/** Template id of a library category: block × 1000 + 101 + category position. */
export const categoryTemplateIdOf = (block: number, index: number) => block * 1000 + 101 + index

/**
 * The rows the template seed writes, gathered per table in the order it makes them (the order a table numbers
 * its ids in), and written at the end in a few multi-row INSERTs, parents first ({@link writeRows}). A group's
 * id is given, counted from `firstGroupId`, as its items name it.
 */
function rowsToWrite(firstGroupId: number) {
  return {
    nextGroupId: firstGroupId,
    templates: [] as Insertable<Database['templates']>[],
    groups: [] as Insertable<Database['template_groups']>[],
    items: [] as Insertable<Database['template_items']>[],
    polls: [] as Insertable<Database['template_polls']>[],
    pollOptions: [] as Insertable<Database['template_poll_options']>[],
    ads: [] as Insertable<Database['template_ads']>[],
    records: [] as Insertable<Database['template_records']>[],
    documents: [] as Insertable<Database['documents']>[],
  }
}
type Rows = ReturnType<typeof rowsToWrite>

async function writeRows(trx: Queries, rows: Rows): Promise<void> {
  await insertInChunks(trx, 'templates', rows.templates)
  await insertInChunks(trx, 'documents', rows.documents)
  await insertInChunks(trx, 'template_groups', rows.groups)
  await insertInChunks(trx, 'template_items', rows.items)
  await insertInChunks(trx, 'template_polls', rows.polls)
  await insertInChunks(trx, 'template_poll_options', rows.pollOptions)
  // A card has one record a turn (the table's key, migrations/templateRecords.ts): a repeat is skipped.
  await insertInChunks(trx, 'template_records', rows.records, { skipConflicts: true })
  await insertInChunks(trx, 'template_ads', rows.ads)
}

function writeGroup(
  rows: Rows,
  gameId: number,
  templateId: number,
  documentId: number | null,
  groupName: string,
  groupSort: number,
  items: readonly ItemInput[],
): void {
  const groupId = rows.nextGroupId++
  rows.groups.push({
    group_id: groupId,
    template_id: templateId,
    document_id: documentId,
    group_name: groupName,
    sort: groupSort,
  })
  items.forEach((item, index) => {
    rows.items.push({
      group_id: groupId,
      game_id: gameId,
      turn_num: item.turnNum ?? null,
      title: item.title,
      content: item.content ?? '',
      content2: item.content2 ?? '',
      content3: item.content3 ?? '',
      note: item.note ?? '',
      sub_name: item.subName ?? '',
      updated_time: item.updatedTime,
      sort: items.length - index,
      multi_contents: JSON.stringify(item.multiContents ?? []),
      icon_url: item.iconUrl ?? '',
      require_login: item.requireLogin ? 1 : 0,
      require_recharge: item.requireRecharge ? 1 : 0,
      template_type: item.templateType ?? 1,
      active_cover: item.activeCover ? 1 : 0,
      redirect: item.redirect ?? '',
      pick: item.pick ?? '',
    })
  })
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * The row maker of a card's lead series, the one its track record follows (migration 10): the single
 * series of a plain card, the first tab of a tabbed one; undefined for cards without one row per issue.
 */
function leadRowMaker(spec: TemplateSpec, gameId: number) {
  const layout = spec.layout
  if (layout.kind === 'tabs') return cardRowMaker(spec, gameId, layout.tabs[0]![0])
  return cardRowMaker(spec, gameId, '')
}

const rangeName = (rows: readonly Issue[]) => `${seqOf(rows.at(-1)!.turnNum)}-${seqOf(rows[0]!.turnNum)}`

const postTopics = [
  '特码走势分析：大数占优',
  '本期生肖冷热统计',
  '波色遗漏一览，绿波回补在即',
  '高手论坛精华帖汇总',
  '尾数规律解读',
  '家禽野兽近期走势',
  '老彩民心得：如何看跑狗图',
  '历史同期开奖回顾',
]

const chatRooms = [
  ['六合彩综合交流群', '与彩友实时交流开奖与资料', '/chat-rooms/1'],
  ['澳门六合彩专区', '每晚开奖现场讨论', '/chat-rooms/2'],
  ['高手心水分享', '高手每期免费分享心水', '/chat-rooms/3'],
  ['新手交流', '新手入门问答', '/chat-rooms/4'],
] as const

/** An ad's HTML; with `href` the whole block is a link to that page of the app (where the ad says it leads). */
const adBlock = (title: string, text: string, from: string, to: string, href?: string) => {
  const block = `<div style="background:linear-gradient(90deg,${from},${to});color:#fff;padding:12px 16px;border-radius:8px"><b>${title}</b><span style="display:block;font-size:12px">${text}</span></div>`
  return href ? `<a href="${href}" style="display:block;color:#fff">${block}</a>` : block
}

function buildGroups(
  spec: TemplateSpec,
  key: string,
  gameId: number,
  issues: readonly Issue[],
  templateIds: { posts: number },
  /** The game draws every evening (a daily schedule): the 开奖直播 card says 每晚 only then. */
  nightly: boolean,
) {
  const layout = spec.layout
  const groups: { name: string; items: ItemInput[] }[] = []
  switch (layout.kind) {
    case 'issues':
    case 'html':
    case 'poem':
    case 'multi': {
      const make = cardRowMaker(spec, gameId, '')!
      const rows = issues.slice(0, layout.kind === 'issues' ? (layout.issues ?? 30) : 20)
      chunk(rows, 10).forEach((part, i) => {
        groups.push({ name: rangeName(part), items: part.map((issue, j) => make(issue, i * 10 + j)) })
      })
      break
    }
    case 'pickList': {
      const titles: [string, PickRuleKey][] = [
        ['一肖', 'zodiac1'],
        ['①码', 'num1'],
        ['③码', 'num3'],
        ['⑤码', 'num5'],
        ['⑧码', 'num8'],
        ['⑩码', 'num10'],
      ]
      for (const issue of issues.slice(0, 5)) {
        groups.push({
          name: seqOf(issue.turnNum),
          items: titles.map(([title, rule]) => ({ ...issueItem(rule, `${key}:${title}`, issue), title })),
        })
      }
      break
    }
    case 'tabs':
      for (const [label] of layout.tabs) {
        const make = cardRowMaker(spec, gameId, label)!
        groups.push({ name: label, items: issues.slice(0, 20).map((issue, i) => make(issue, i)) })
      }
      break
    case 'ranking': {
      const boards: [string, PickRuleKey][] = [
        ['特码榜', 'num5'],
        ['生肖榜', 'zodiac3'],
        ['波色榜', 'color1'],
      ]
      const experts = ['彩坛老将', '六合神算', '码王', '金牌心水', '独行侠', '马会内线', '一码当先', '天机子']
      const [open, ...past] = issues
      for (const [board, rule] of boards) {
        const ranked = experts
          .map((name) => {
            const hits = past
              .slice(0, 10)
              .filter((i) => predict(rule, `${key}:${board}:${name}`, i).hit).length
            return { name, hits }
          })
          .sort((a, b) => b.hits - a.hits || a.name.localeCompare(b.name))
          .slice(0, 5)
        groups.push({
          name: board,
          items: ranked.map((expert, rank) => ({
            ...issueItem(rule, `${key}:${board}:${expert.name}`, open!),
            title: expert.name,
            content2: `近10期中${expert.hits}期`,
            content3: String(rank + 1),
          })),
        })
      }
      break
    }
    case 'posts':
      groups.push({
        name: '最新',
        items: postTopics.map((topic, index) => {
          const issue = issues[Math.min(index, issues.length - 1)]!
          return {
            title: `${seqOf(issue.turnNum)}期 ${topic}`,
            content: `<p>${topic}，欢迎彩友讨论。</p>`,
            content2: '论坛版主',
            updatedTime: issue.timeMs,
            redirect: `/template/${gameId}/${templateIds.posts}`,
          }
        }),
      })
      break
    case 'chat':
      groups.push({
        name: '聊天室',
        items: chatRooms.map(([title, content, redirect]) => ({
          title,
          content,
          templateType: 0,
          redirect,
          updatedTime: issues[0]!.timeMs,
        })),
      })
      break
    case 'ad':
      groups.push({
        name: spec.name,
        items: [
          {
            title: spec.name,
            content: adBlock(
              spec.name,
              spec.code === 'AD13' ? `${nightly ? '每晚' : ''}现场开奖，高清直播` : '新用户注册即送体验金',
              '#c81e1e',
              '#f0434b',
            ),
            updatedTime: issues[0]!.timeMs,
            redirect: spec.code === 'AD13' ? `/lottery-live/${gameId}` : '/promotional',
          },
        ],
      })
      break
  }
  return groups
}

/** The open issue and the latest drawn issues of a game, newest first. */
async function issuesOf(
  lottery: LotteryStore,
  gameId: number,
  nowMs: number,
  count: number,
): Promise<Issue[]> {
  const game = (await lottery.findLotteryGame(gameId))!
  const open = await openTurn(lottery, game, nowMs)
  const past = await lottery.listDraws(
    gameId,
    { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER, atMs: nowMs },
    { offset: 0, limit: count },
  )
  return [
    { turnNum: open.turnNum, timeMs: open.closeTime, draw: undefined },
    ...past.rows.map((d) => ({ turnNum: d.turnNum, timeMs: d.openTime, draw: d })),
  ]
}

function seedPoll(rows: Rows, templateId: number, key: string, open: Issue): void {
  rows.polls.push({ poll_id: templateId, template_id: templateId, game_turn: open.turnNum, poll_status: 1 })
  for (const option of pollOptionsOf(key, open))
    rows.pollOptions.push({
      poll_id: templateId,
      option_id: option.optionId,
      option_text: option.text,
      option_value: option.value,
      option_vote: option.votes,
    })
}

/** The ad slots: code, title, text and the app page the ad leads to (AD11, the notice modal, leads nowhere). */
const adSlots: readonly [string, string, string, string?][] = [
  ['AD01', '新澳门六合彩', '每晚21:32开奖，现场直播', '/lottery-live/110'],
  ['AD02', '香港六合彩', '每周二、四、六21:30开奖', '/game/70'],
  ['AD03', '极速六合彩', '每分钟一期，开奖快人一步', '/game/122'],
  ['AD04', '高手论坛', '每期免费心水资料', '/databases'],
  ['AD05', '充值优惠', '首充加赠，多充多送', '/promotional'],
  ['AD06', '邀请好友', '推广赚钱，佣金天天结算', '/promotional'],
  ['AD07', 'VIP特权', '充值任意金额开通VIP', '/profile-vip'],
  ['AD08', '图库大全', '彩图每期更新', '/gallery'],
  ['AD09', '资料大全', '海量资料免费查看', '/databases'],
  ['AD010', '客服在线', '7×24小时为您服务', '/services'],
  ['AD11', '平台公告', '理性购彩，量力而行'],
  // No game in the 开奖直播 links: the app opens the live view of the game it shows (`linkForGame`).
  ['AD12', '开奖直播', '现场开奖直播', '/lottery-live'],
  ['AD13', '开奖直播', '每晚现场开奖，高清直播', '/lottery-live'],
  ['AD14', '官方推荐', '新用户注册即送体验金', '/auth/register'],
]

/**
 * Seeds the information cards of every catalogue code for every six-mark game (predictions scored
 * against the stored draws), their zodiac polls, the ad slots AD01–AD14 and the library documents.
 */
export async function seedTemplates(trx: Queries, _dataDir: string, nowMs: number): Promise<void> {
  // Groups are numbered as the table would number them: one past the largest id it holds.
  const { largest } = await trx
    .selectFrom('template_groups')
    .select((eb) => eb.fn.max('group_id').as('largest'))
    .executeTakeFirstOrThrow()
  const rows = rowsToWrite((largest ?? 0) + 1)
  const lottery = createLotteryStore(trx)
  for (const { gameId, block, documentsPerCategory, categories } of informationGames) {
    // The cards show up to 30 issues; their track records look back over RECORD_ISSUES drawn issues.
    const issues = await issuesOf(lottery, gameId, nowMs, RECORD_ISSUES)
    const nightly = (await lottery.findLotteryGame(gameId))?.schedule.kind === 'daily'
    const postsTarget = templateIdOf(
      block,
      templateCatalogue.findIndex((s) => s.code === 'MB42'),
    )
    templateCatalogue.forEach((spec, index) => {
      const templateId = templateIdOf(block, index)
      const key = cardKey(gameId, spec.code)
      rows.templates.push({
        template_id: templateId,
        game_id: gameId,
        template_code: spec.code,
        name: spec.name,
        sub_name: spec.subName,
        note1: spec.note1,
        note2: spec.note2,
        color_theme: colorThemes[index % colorThemes.length]!,
        play_cate_name: spec.playCateName,
        sort: index + 1,
        is_database: 0,
      })
      const groups = buildGroups(spec, key, gameId, issues, { posts: postsTarget }, nightly)
      groups.forEach((group, g) => {
        const items = group.items.map((item, i) => ({
          ...item,
          requireLogin: item.requireLogin || (g === 0 && i < 3 && spec.lock === 'login'),
          requireRecharge: item.requireRecharge || (g === 0 && i < 3 && spec.lock === 'recharge'),
          activeCover: item.activeCover || (g === 0 && i === 0 && spec.activeCover === true),
        }))
        writeGroup(rows, gameId, templateId, null, group.name, groups.length - g, items)
      })
      if (spec.poll) seedPoll(rows, templateId, key, issues[0]!)
      const lead = leadRowMaker(spec, gameId)
      if (lead)
        issues.forEach((issue, i) => {
          if (!issue.draw) return
          const { note } = lead(issue, i)
          // A row without a result records nothing (template_records.note is NOT NULL, migrations/templateRecords.ts).
          if (note !== undefined)
            rows.records.push({ template_id: templateId, turn_num: issue.turnNum, note })
        })
    })
    let documentId = block * 10000
    documentCategories.slice(0, categories).forEach((category, c) => {
      const templateId = categoryTemplateIdOf(block, c)
      rows.templates.push({
        template_id: templateId,
        game_id: gameId,
        template_code: category.code,
        name: category.playCateName,
        sub_name: '',
        note1: '资料大全',
        note2: '每期更新',
        color_theme: colorThemes[c % colorThemes.length]!,
        play_cate_name: category.playCateName,
        sort: 100 + c,
        is_database: 1,
      })
      for (let d = 0; d < documentsPerCategory; d++) {
        const [label, rule] = category.rules[d % category.rules.length]!
        const subName = `${documentSources[d]}${label}`
        documentId++
        rows.documents.push({
          document_id: documentId,
          game_id: gameId,
          template_id: templateId,
          sub_name: subName,
          sort: documentsPerCategory - d,
        })
        const make = documentRow(rule, gameId, subName)
        const items = issues.slice(0, 10).map((issue, i) => make(issue, i))
        writeGroup(rows, gameId, templateId, documentId, subName, 1, items)
      }
    })
  }
  adSlots.forEach(([code, title, text, href], index) => {
    const [from, to] = colorThemes[index % colorThemes.length]!.split(',')
    rows.ads.push({ template_code: code, content: adBlock(title, text, from!, to!, href), sort: 1 })
    if (code === 'AD12')
      rows.ads.push({
        template_code: code,
        content: adBlock('香港六合彩', '周二、四、六晚间开奖', '#1d4ed8', '#3b82f6', '/game/70'),
        sort: 2,
      })
  })
  await writeRows(trx, rows)
}
