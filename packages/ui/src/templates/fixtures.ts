// Deterministic sample templates for stories and tests: every registered code, built like the platform's
// cards (issues 2026110–2026139 of the Macau game scored against fixed draws).
import {
  ballColor,
  fromChinaTime,
  guestViewer,
  type Poll,
  sumSizeOf,
  type Viewer,
  zodiacOf,
  zodiacs,
} from '@liuhe/domain'
import { adSlotCodes, type TemplateCardData, type TemplateCardItem, templateCardEntry } from './registry'

/** Viewers of the lock states. */
export const sampleViewers = {
  guest: guestViewer,
  trial: { hasToken: true, userInfo: { type: 'TEST', vipLevel: 1 }, extInfo: { rechMoney: 0 } },
  member: { hasToken: true, userInfo: { type: 'HY', vipLevel: 1 }, extInfo: { rechMoney: 0 } },
  paidMember: { hasToken: true, userInfo: { type: 'HY', vipLevel: 1 }, extInfo: { rechMoney: 100 } },
} as const satisfies Record<string, Viewer>

const drawTime = fromChinaTime(2026, 5, 18, 21, 32)
const pad = (n: number) => String(n).padStart(2, '0')
/** A fixed pseudo-random sequence so every build draws the same cards. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}
function pickDistinct<T>(from: readonly T[], count: number, next: () => number): T[] {
  const pool = [...from]
  const out: T[] = []
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T)
  return out
}
const numbers = Array.from({ length: 49 }, (_, i) => i + 1)
const waves = ['红波', '蓝波', '绿波'] as const
const waveOf = (n: number) => ({ red: '红波', blue: '蓝波', green: '绿波' })[ballColor(n)]

/** The drawn special number of turn 2026100+i (fixed). */
const specialOf = (issue: number) => ((issue * 37 + 11) % 49) + 1

function contentFor(code: string, issue: number): string {
  const next = sequence(issue * 97 + code.length * 13 + code.charCodeAt(code.length - 1))
  const zodiacPicks = (n: number) => pickDistinct(zodiacs, n, next).join(' ')
  const numberPicks = (n: number) =>
    pickDistinct(numbers, n, next)
      .sort((a, b) => a - b)
      .map(pad)
      .join(' ')
  const digitPicks = (n: number, suffix: string, max: number) =>
    pickDistinct(
      Array.from({ length: max }, (_, i) => i),
      n,
      next,
    )
      .sort((a, b) => a - b)
      .map((d) => `${d}${suffix}`)
      .join(' ')
  const special = specialOf(issue)
  switch (code) {
    case 'MB05':
    case 'MB26':
      return zodiacPicks(3)
    case 'MB06':
      return zodiacPicks(6)
    case 'MB08':
      return zodiacPicks(9)
    case 'MB29':
    case 'MB34':
    case 'MB37':
      return zodiacPicks(2)
    case 'MB33':
      return zodiacPicks(7)
    case 'MB41':
      return zodiacPicks(4)
    case 'MB43':
      return zodiacPicks(5)
    case 'MB07':
    case 'MB35':
      return digitPicks(3, '尾', 10)
    case 'MB32':
      return digitPicks(5, '尾', 10)
    case 'MB31':
      return digitPicks(3, '头', 5)
    case 'MB36':
      return digitPicks(2, '头', 5)
    case 'MB09':
      return numberPicks(10)
    case 'MB10':
      return numberPicks(8)
    case 'MB11':
      return numberPicks(5)
    case 'MB23':
      return numberPicks(3)
    case 'MB28':
      return numberPicks(6)
    case 'MB38':
      return numberPicks(1)
    case 'MB39':
      return numberPicks(12)
    case 'MB14':
      return pickDistinct(waves, 2, next).join(' ')
    case 'MB30':
      return pickDistinct(waves, 1, next).join(' ')
    case 'MB15':
      return next() < 0.5 ? '大' : '小'
    case 'MB16':
      return next() < 0.5 ? '单' : '双'
    case 'MB18':
      return next() < 0.5 ? '家禽' : '野兽'
    case 'MB19':
      return pickDistinct(['琴', '棋', '书', '画'], 2, next).join(' ')
    case 'MB20':
      return pickDistinct(['春', '夏', '秋', '冬'], 2, next).join('-')
    case 'MB21':
      return next() < 0.5 ? '男' : '女'
    case 'MB22':
      return sumSizeOf(special) === '合数大' && next() < 0.7 ? '合数大' : '合数小'
    case 'MB27':
      return `${pickDistinct(zodiacs, 4, next).join('')} ${numberPicks(8)}`
    case 'mb01A':
    case 'JhtGshou':
      return `${zodiacPicks(1)} ${numberPicks(2)}`
    case 'TYMB':
    case 'Symb2':
      return `<p><b>本期主推：</b><span style="color:#e11d48">${pickDistinct(zodiacs, 3, next).join('、')}</span></p><p>仅供参考，理性购彩。</p>`
    case 'SYmb':
      return '龙腾四海展宏图，千里莺啼绿映红<br>鼠辈偷粮藏仓中，独钓寒江一蓑翁'
    case 'Symb3':
      return zodiacPicks(2)
    default:
      return zodiacPicks(1)
  }
}

function noteFor(code: string, issue: number, content: string): string {
  const special = specialOf(issue)
  const zodiac = zodiacOf(special, drawTime)
  const extra = code === 'MB15' ? (special >= 25 ? '大' : '小') : code === 'MB22' ? sumSizeOf(special) : ''
  const base =
    code === 'MB14' || code === 'MB30'
      ? `开:${waveOf(special)}${pad(special)}`
      : `开:${zodiac}${pad(special)}`
  const hit =
    content.includes(zodiac) || content.split(' ').includes(pad(special)) || (extra && content === extra)
  return `${base}${extra}${hit ? '*' : ''}`
}

const lockOf: Partial<Record<string, 'login-locked' | 'recharge-locked'>> = {
  MB09: 'login-locked',
  MB11: 'login-locked',
  MB26: 'login-locked',
  MB37: 'recharge-locked',
  mb01A: 'recharge-locked',
}
const pollCodes = ['MB04', 'MB13', 'MB17', 'TYMB', 'SYmb', 'mb01A']
const activeCoverCodes = ['MB04', 'MB38']
const names: Partial<Record<string, [string, string, string, string]>> = {
  MB04: ['一肖中特', '独家一肖', '精准', '稳中'],
  MB07: ['特码尾数', '三尾中特', '尾数', '走势'],
  MB12: ['精选推荐', '一肖到十码', '每期更新', '准确率高'],
  MB24: ['最新资料', '高手论坛', '最新', '热帖'],
  MB25: ['高手排行榜', '近10期战绩', '排行', '实时'],
  MB37: ['VIP内幕二肖', '充值会员专享', 'VIP', '内幕'],
  MB40: ['聊天室推荐', '进群看料', '聊天室', '在线'],
  MB42: ['综合资料', '特码·生肖·波色', '综合', '三合一'],
  TYMB: ['通用资料', '图文资料', '图文', '每期'],
  SYmb: ['诗句解肖', '藏头诗', '诗句', '解三肖'],
}
const themes = ['#c81e1e,#f0434b', '#1d4ed8,#3b82f6', '#047857,#10b981', '#7c3aed,#a855f7', '#b45309,#f59e0b']

function item(id: number, fields: Partial<TemplateCardItem>): TemplateCardItem {
  return {
    id,
    title: '',
    content: '',
    content2: '',
    content3: '',
    note: '',
    subName: '',
    updatedTime: 1779111152000,
    sort: 0,
    multiContents: [],
    iconUrl: '',
    requireLogin: 0,
    requireRecharge: 0,
    templateType: 1,
    activeCover: 0,
    redirect: '',
    locked: 'unlocked',
    ...fields,
  }
}

function issueItems(code: string, from: number, count: number, idBase: number): TemplateCardItem[] {
  const lock = lockOf[code]
  return Array.from({ length: count }, (_, i) => {
    const issue = from - i
    const open = issue === 39
    const content = contentFor(code, issue)
    const locked = lock && from - i >= 37 ? lock : 'unlocked'
    return item(idBase + i, {
      title: `2026${100 + issue}期`,
      content: locked !== 'unlocked' ? '' : content,
      note: open ? '' : noteFor(code, issue, content),
      sort: count - i,
      activeCover: open && activeCoverCodes.includes(code) ? 1 : 0,
      requireLogin: locked === 'login-locked' ? 1 : 0,
      requireRecharge: locked === 'recharge-locked' ? 1 : 0,
      locked,
      multiContents:
        code === 'Symb3'
          ? [
              { title: '玄机', content: '明月松间照清泉，黄牛耕田勤为本' },
              { title: '解析', content },
            ]
          : [],
    })
  })
}

function issueGroups(code: string) {
  return [
    { id: 1, groupName: '130-139', items: issueItems(code, 39, 10, 100) },
    { id: 2, groupName: '120-129', items: issueItems(code, 29, 10, 200) },
    { id: 3, groupName: '110-119', items: issueItems(code, 19, 10, 300) },
  ]
}

function groupsFor(code: string): TemplateCardData['groups'] {
  const family = templateCardEntry(code)?.family
  if (code === 'MB12') {
    const titles = ['一肖', '①码', '③码', '⑤码', '⑧码', '⑩码'] as const
    const counts = [0, 1, 3, 5, 8, 10]
    return [39, 38, 37].map((issue, g) => ({
      id: g + 1,
      groupName: String(100 + issue),
      items: titles.map((title, i) => {
        const next = sequence(issue * 31 + i)
        const content =
          i === 0
            ? pickDistinct(zodiacs, 1, next).join('')
            : pickDistinct(numbers, counts[i] ?? 1, next)
                .sort((a, b) => a - b)
                .map(pad)
                .join(' ')
        return item(g * 10 + i + 1, {
          title,
          content,
          note: issue === 39 ? '' : noteFor(code, issue, content),
        })
      }),
    }))
  }
  if (code === 'MB24') {
    const posts = [
      '特码走势分析：大数占优',
      '本期生肖冷热统计',
      '波色连开规律解读',
      '尾数遗漏一览',
      '平特一肖心水推荐',
      '六肖复式参考',
    ]
    return [
      {
        id: 1,
        groupName: '最新',
        items: posts.map((title, i) =>
          item(i + 1, {
            title: `${139 - i}期 ${title}`,
            content2: '论坛版主',
            redirect: '/template/110/1039',
          }),
        ),
      },
    ]
  }
  if (code === 'MB25') {
    const experts = ['彩坛老将', '一码当先', '天机子', '金牌心水', '神算子']
    return ['特码榜', '生肖榜', '波色榜'].map((groupName, g) => ({
      id: g + 1,
      groupName,
      items: experts.map((title, i) =>
        item(g * 10 + i + 1, {
          title,
          content:
            g === 0
              ? contentFor('MB11', 39 - i)
              : g === 1
                ? contentFor('MB05', 39 - i)
                : contentFor('MB14', i),
          content2: `近10期中${5 - i}期`,
          content3: String(i + 1),
          sort: 5 - i,
        }),
      ),
    }))
  }
  if (code === 'MB40') {
    const rooms = ['六合彩综合交流群', '澳门六合彩专区', '香港六合彩专区', '高手心水群']
    return [
      {
        id: 1,
        groupName: '聊天室',
        items: rooms.map((title, i) =>
          item(i + 1, {
            title,
            content: '与彩友实时交流开奖与资料',
            templateType: 0,
            redirect: `/chat-rooms/${i + 1}`,
          }),
        ),
      },
    ]
  }
  if (code === 'MB42') {
    return (
      [
        ['波色', 'MB14', 18],
        ['特码', 'MB11', 20],
        ['生肖', 'MB05', 19],
      ] as const
    ).map(([label, source, sort], g) => ({
      id: g + 1,
      groupName: label,
      items: issueItems(source, 39, 10, g * 100).map((it, i) => ({ ...it, content3: label, sort: sort - i })),
    }))
  }
  if (family === 'ad') {
    return [
      {
        id: 1,
        groupName: code,
        items: [
          item(1, {
            title: '开奖直播',
            content:
              '<div style="background:linear-gradient(90deg,#a8141c,#c81e1e);color:#fff;padding:12px 16px;border-radius:8px"><b>开奖直播</b><span style="display:block;font-size:12px">每晚现场开奖，高清直播</span></div>',
            redirect: '/lottery-live/110',
          }),
        ],
      },
    ]
  }
  if (family === 'text') return issueGroups(code).slice(0, 2)
  return issueGroups(code)
}

function pollFor(templateId: number): Poll {
  return {
    id: templateId,
    gameTurn: '2026139',
    pollStatus: 1,
    pollOptions: zodiacs.map((zodiac, i) => ({
      option_id: i + 1,
      option_text: zodiac,
      option_value: '',
      option_vote: ((i * 29 + templateId) % 97) + 3,
    })),
    optionId: null,
  }
}

/** A realistic sample template of a registered code (deterministic). */
export function sampleTemplate(code: string, index = 0): TemplateCardData {
  const [name, subName, note1, note2] = names[code] ?? [`${code}资料`, '每期更新', '精选', '稳定']
  const id = 1001 + index
  return {
    id,
    gameId: 110,
    templateCode: code,
    name: adSlotCodes.includes(code) && !names[code] ? '开奖直播' : name,
    subName,
    note1,
    note2,
    colorTheme: themes[index % themes.length] ?? null,
    like: index % 4 === 1 ? 1 : 0,
    groups: groupsFor(code),
    vote: pollCodes.includes(code) ? pollFor(id) : null,
  }
}
