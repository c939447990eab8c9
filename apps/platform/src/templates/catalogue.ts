import type { PickRuleKey } from './pickRules'

/** How a card's groups and items are built. */
export type TemplateLayout =
  /** One row per issue (open issue first), groups of 10 issues named by their range ('130-139'). */
  | { kind: 'issues'; rule: PickRuleKey; issues?: number }
  /** One group per issue ('139'), rows titled 一肖, ①码, ③码, ⑤码, ⑧码, ⑩码. */
  | { kind: 'pickList' }
  /** Tabs, one per rule, each a list of issues; content3 is the tab label. */
  | { kind: 'tabs'; tabs: readonly (readonly [string, PickRuleKey])[] }
  /** Three ranked tabs of five experts, ranked by their real hits over the last 10 issues. */
  | { kind: 'ranking' }
  /** Latest posts with a link each. */
  | { kind: 'posts' }
  /** HTML rows per issue (one with a script and an onclick, to prove the app sanitizes). */
  | { kind: 'html'; rule: PickRuleKey }
  /** Poem rows per issue, the answer in content2. */
  | { kind: 'poem'; rule: PickRuleKey }
  /** Rows with several titled contents (multiContents). */
  | { kind: 'multi'; rule: PickRuleKey }
  /** Chat-room links (templateType 0). */
  | { kind: 'chat' }
  /** An advertising card. */
  | { kind: 'ad' }

/** One information card of the catalogue. */
export interface TemplateSpec {
  code: string
  name: string
  subName: string
  note1: string
  note2: string
  playCateName: string
  layout: TemplateLayout
  /** Locks the newest 3 rows: login-locked or recharge-locked. */
  lock?: 'login' | 'recharge'
  /** Carries a zodiac poll for the open issue. */
  poll?: boolean
  /** Highlights the open issue's row in red. */
  activeCover?: boolean
}

const issues = (rule: PickRuleKey, count?: number): TemplateLayout =>
  count === undefined ? { kind: 'issues', rule } : { kind: 'issues', rule, issues: count }

/** Every card code with its content rule, for each six-mark game with information. */
export const templateCatalogue: readonly TemplateSpec[] = [
  {
    code: 'MB12',
    name: '精选推荐',
    subName: '一肖到十码',
    note1: '每期更新',
    note2: '准确率高',
    playCateName: '推荐',
    layout: { kind: 'pickList' },
  },
  {
    code: 'MB04',
    name: '一肖中特',
    subName: '独家一肖',
    note1: '精准',
    note2: '稳中',
    playCateName: '生肖',
    layout: issues('zodiac1'),
    poll: true,
    activeCover: true,
  },
  {
    code: 'MB05',
    name: '三肖中特',
    subName: '三肖必中',
    note1: '精选',
    note2: '稳定',
    playCateName: '生肖',
    layout: issues('zodiac3'),
  },
  {
    code: 'MB06',
    name: '六肖中特',
    subName: '六肖稳赚',
    note1: '稳健',
    note2: '长期跟',
    playCateName: '生肖',
    layout: issues('zodiac6'),
  },
  {
    code: 'MB07',
    name: '特码尾数',
    subName: '三尾中特',
    note1: '尾数',
    note2: '走势',
    playCateName: '尾数',
    layout: issues('tail3'),
  },
  {
    code: 'MB08',
    name: '九肖中特',
    subName: '九肖全包',
    note1: '保本',
    note2: '稳',
    playCateName: '生肖',
    layout: issues('zodiac9'),
  },
  {
    code: 'MB09',
    name: '十码中特',
    subName: '精选十码',
    note1: '会员',
    note2: '登录可看',
    playCateName: '特码',
    layout: issues('num10'),
    lock: 'login',
  },
  {
    code: 'MB10',
    name: '八码中特',
    subName: '八码必中',
    note1: '精选',
    note2: '热门',
    playCateName: '特码',
    layout: issues('num8'),
  },
  {
    code: 'MB11',
    name: '五码中特',
    subName: '五码精准',
    note1: '会员',
    note2: '登录可看',
    playCateName: '特码',
    layout: issues('num5'),
    lock: 'login',
  },
  {
    code: 'MB13',
    name: '平特一肖',
    subName: '平特王',
    note1: '平特',
    note2: '稳',
    playCateName: '平特',
    layout: issues('flat1'),
    poll: true,
  },
  {
    code: 'MB14',
    name: '波色中特',
    subName: '双波中特',
    note1: '波色',
    note2: '红蓝绿',
    playCateName: '波色',
    layout: issues('color2'),
  },
  {
    code: 'MB15',
    name: '大小中特',
    subName: '特码大小',
    note1: '两面',
    note2: '长龙',
    playCateName: '大小单双',
    layout: issues('bigSmall'),
  },
  {
    code: 'MB16',
    name: '单双中特',
    subName: '特码单双',
    note1: '两面',
    note2: '规律',
    playCateName: '大小单双',
    layout: issues('oddEven'),
  },
  {
    code: 'MB17',
    name: '杀一肖',
    subName: '绝杀一肖',
    note1: '杀肖',
    note2: '必杀',
    playCateName: '生肖',
    layout: issues('kill1'),
    poll: true,
  },
  {
    code: 'MB18',
    name: '家禽野兽',
    subName: '家野中特',
    note1: '分类',
    note2: '精准',
    playCateName: '生肖',
    layout: issues('homeWild'),
  },
  {
    code: 'MB19',
    name: '琴棋书画',
    subName: '四艺中特',
    note1: '琴棋书画',
    note2: '二选',
    playCateName: '综合',
    layout: issues('arts2'),
  },
  {
    code: 'MB20',
    name: '春夏秋冬',
    subName: '四季中特',
    note1: '四季',
    note2: '二选',
    playCateName: '综合',
    layout: issues('seasons2'),
  },
  {
    code: 'MB21',
    name: '男女中特',
    subName: '男女生肖',
    note1: '男女',
    note2: '二选一',
    playCateName: '生肖',
    layout: issues('gender'),
  },
  {
    code: 'MB22',
    name: '合数大小',
    subName: '合数中特',
    note1: '合数',
    note2: '两面',
    playCateName: '大小单双',
    layout: issues('sumSize'),
  },
  {
    code: 'MB23',
    name: '三码中特',
    subName: '三码精选',
    note1: '精选',
    note2: '小中大',
    playCateName: '特码',
    layout: issues('num3'),
  },
  {
    code: 'MB24',
    name: '最新资料',
    subName: '高手论坛',
    note1: '最新',
    note2: '热帖',
    playCateName: '推荐',
    layout: { kind: 'posts' },
  },
  {
    code: 'MB25',
    name: '高手排行榜',
    subName: '近10期战绩',
    note1: '排行',
    note2: '实时',
    playCateName: '高手',
    layout: { kind: 'ranking' },
  },
  {
    code: 'MB26',
    name: '特码三肖',
    subName: '三肖表格',
    note1: '会员',
    note2: '表格',
    playCateName: '生肖',
    layout: issues('zodiac3'),
    lock: 'login',
  },
  {
    code: 'MB27',
    name: '四肖八码',
    subName: '肖码结合',
    note1: '肖码',
    note2: '表格',
    playCateName: '生肖',
    layout: issues('zodiacNumbers4'),
  },
  {
    code: 'MB28',
    name: '六码中特',
    subName: '六码表格',
    note1: '特码',
    note2: '表格',
    playCateName: '特码',
    layout: issues('num6'),
  },
  {
    code: 'MB29',
    name: '平特二肖',
    subName: '平特连肖',
    note1: '平特',
    note2: '二连',
    playCateName: '平特',
    layout: issues('flat2'),
  },
  {
    code: 'MB30',
    name: '主攻一波',
    subName: '单波中特',
    note1: '波色',
    note2: '主攻',
    playCateName: '波色',
    layout: issues('color1'),
  },
  {
    code: 'MB31',
    name: '三头中特',
    subName: '头数表格',
    note1: '头数',
    note2: '三头',
    playCateName: '综合',
    layout: issues('head3'),
  },
  {
    code: 'MB32',
    name: '五尾中特',
    subName: '尾数表格',
    note1: '尾数',
    note2: '五尾',
    playCateName: '尾数',
    layout: issues('tail5'),
  },
  {
    code: 'MB33',
    name: '七肖中特',
    subName: '七肖表格',
    note1: '七肖',
    note2: '稳',
    playCateName: '生肖',
    layout: issues('zodiac7'),
  },
  {
    code: 'MB34',
    name: '杀二肖',
    subName: '双杀',
    note1: '杀肖',
    note2: '表格',
    playCateName: '生肖',
    layout: issues('kill2'),
  },
  {
    code: 'MB35',
    name: '杀三尾',
    subName: '绝杀三尾',
    note1: '杀尾',
    note2: '表格',
    playCateName: '尾数',
    layout: issues('killTail3'),
  },
  {
    code: 'MB36',
    name: '两头中特',
    subName: '双头表格',
    note1: '头数',
    note2: '两头',
    playCateName: '综合',
    layout: issues('head2'),
  },
  {
    code: 'MB37',
    name: 'VIP内幕二肖',
    subName: '充值会员专享',
    note1: 'VIP',
    note2: '内幕',
    playCateName: '高手',
    layout: issues('zodiac2'),
    lock: 'recharge',
  },
  {
    code: 'MB38',
    name: '精准一码',
    subName: '一码中特',
    note1: '一码',
    note2: '精准',
    playCateName: '特码',
    layout: issues('num1'),
    activeCover: true,
  },
  {
    code: 'MB39',
    name: '十二码中特',
    subName: '分段十二码',
    note1: '分段',
    note2: '大码',
    playCateName: '特码',
    layout: issues('num12'),
  },
  {
    code: 'MB40',
    name: '聊天室推荐',
    subName: '进群看料',
    note1: '聊天室',
    note2: '在线',
    playCateName: '推荐',
    layout: { kind: 'chat' },
  },
  {
    code: 'MB41',
    name: '四肖中特',
    subName: '四肖精选',
    note1: '精选',
    note2: '稳',
    playCateName: '生肖',
    layout: issues('zodiac4'),
  },
  {
    code: 'MB42',
    name: '综合资料',
    subName: '特码·生肖·波色',
    note1: '综合',
    note2: '三合一',
    playCateName: '综合',
    layout: {
      kind: 'tabs',
      tabs: [
        ['特码', 'num5'],
        ['生肖', 'zodiac3'],
        ['波色', 'color1'],
      ],
    },
  },
  {
    code: 'MB43',
    name: '五肖中特',
    subName: '五肖稳中',
    note1: '五肖',
    note2: '长跟',
    playCateName: '生肖',
    layout: issues('zodiac5'),
  },
  {
    code: 'TYMB',
    name: '通用资料',
    subName: '图文资料',
    note1: '图文',
    note2: '每期',
    playCateName: '图解',
    layout: { kind: 'html', rule: 'zodiac3' },
    poll: true,
  },
  {
    code: 'SYmb',
    name: '诗句解肖',
    subName: '藏头诗',
    note1: '诗句',
    note2: '解三肖',
    playCateName: '图解',
    layout: { kind: 'poem', rule: 'zodiac3' },
    poll: true,
  },
  {
    code: 'Symb2',
    name: '跑狗图解',
    subName: '跑狗玄机',
    note1: '图解',
    note2: '四肖',
    playCateName: '图解',
    layout: { kind: 'html', rule: 'zodiac4' },
  },
  {
    code: 'Symb3',
    name: '玄机解析',
    subName: '玄机二肖',
    note1: '玄机',
    note2: '二肖',
    playCateName: '图解',
    layout: { kind: 'multi', rule: 'zodiac2' },
  },
  {
    code: 'JhtGshou',
    name: '金牌高手',
    subName: '一肖一码',
    note1: '高手',
    note2: '金牌',
    playCateName: '高手',
    layout: issues('zodiacNumbers1', 15),
  },
  {
    code: 'AD13',
    name: '开奖直播',
    subName: '现场直播',
    note1: '直播',
    note2: '每晚',
    playCateName: '推荐',
    layout: { kind: 'ad' },
  },
  {
    code: 'AD14',
    name: '官方推荐',
    subName: '平台活动',
    note1: '活动',
    note2: '福利',
    playCateName: '推荐',
    layout: { kind: 'ad' },
  },
  {
    code: 'mb01A',
    name: '一肖一码',
    subName: 'VIP专享',
    note1: 'VIP',
    note2: '充值可看',
    playCateName: '高手',
    layout: issues('zodiacNumbers1'),
    lock: 'recharge',
    poll: true,
  },
]

/** Gradient pairs for the cards' colorTheme, picked by index. */
export const colorThemes = [
  '#c81e1e,#f0434b',
  '#1d4ed8,#3b82f6',
  '#047857,#10b981',
  '#7c3aed,#a855f7',
  '#b45309,#f59e0b',
  '#be185d,#ec4899',
] as const

/** The library (database) categories of a game: play category, card code and the rules of its documents. */
export const documentCategories: readonly {
  playCateName: string
  code: string
  rules: readonly (readonly [string, PickRuleKey])[]
}[] = [
  {
    playCateName: '特码资料',
    code: 'MB09',
    rules: [
      ['精选十码', 'num10'],
      ['必中八码', 'num8'],
      ['五码中特', 'num5'],
      ['三码中特', 'num3'],
      ['一码中特', 'num1'],
      ['特码十二码', 'num12'],
    ],
  },
  {
    playCateName: '生肖资料',
    code: 'MB05',
    rules: [
      ['一肖中特', 'zodiac1'],
      ['精准三肖', 'zodiac3'],
      ['四肖中特', 'zodiac4'],
      ['五肖中特', 'zodiac5'],
      ['六肖中特', 'zodiac6'],
      ['九肖中特', 'zodiac9'],
      ['四肖八码', 'zodiacNumbers4'],
    ],
  },
  {
    playCateName: '平特资料',
    code: 'MB13',
    rules: [
      ['平特一肖', 'flat1'],
      ['平特二肖', 'flat2'],
    ],
  },
  {
    playCateName: '波色资料',
    code: 'MB14',
    rules: [
      ['主攻一波', 'color1'],
      ['双波中特', 'color2'],
    ],
  },
  {
    playCateName: '尾数资料',
    code: 'MB07',
    rules: [
      ['特码三尾', 'tail3'],
      ['五尾中特', 'tail5'],
      ['杀三尾', 'killTail3'],
    ],
  },
  {
    playCateName: '大小单双',
    code: 'MB15',
    rules: [
      ['特码大小', 'bigSmall'],
      ['特码单双', 'oddEven'],
      ['合数大小', 'sumSize'],
      ['家禽野兽', 'homeWild'],
      ['男女中特', 'gender'],
    ],
  },
  {
    playCateName: '杀码资料',
    code: 'MB17',
    rules: [
      ['杀一肖', 'kill1'],
      ['杀二肖', 'kill2'],
      ['杀三尾', 'killTail3'],
    ],
  },
  {
    playCateName: '综合资料',
    code: 'MB26',
    rules: [
      ['三头中特', 'head3'],
      ['两头中特', 'head2'],
      ['琴棋书画', 'arts2'],
      ['春夏秋冬', 'seasons2'],
    ],
  },
  {
    playCateName: '诗句谜语',
    code: 'SYmb',
    rules: [
      ['诗句解三肖', 'zodiac3'],
      ['谜语解一肖', 'zodiac1'],
    ],
  },
  {
    playCateName: '高手资料',
    code: 'JhtGshou',
    rules: [
      ['一肖一码', 'zodiacNumbers1'],
      ['高手六码', 'num6'],
    ],
  },
]

/** Sources that name the library's documents ('管家婆精选十码'). */
export const documentSources = [
  '管家婆',
  '白小姐',
  '黄大仙',
  '刘伯温',
  '诸葛亮',
  '马会',
  '内部',
  '鬼谷子',
  '财神爷',
  '六合皇',
  '曾道人',
  '天下彩',
  '彩霸王',
] as const
