import { ballColor, ballColorLabels, ballColors, ballLabel } from '../lottery/ballColor'
import { type AnyPlay, playGroups } from './catalogue'
import type { LuckyNiuNiuPlay, LuckyNiuNiuRule } from './luckyNiuNiuPlays'
import type { QuickThreePlay, QuickThreeRule } from './quickThreePlays'
import type { RacingPlay, RacingRule } from './racingPlays'
import type { SixMarkPlay, SixMarkRule } from './sixMarkPlays'
import { zodiacsByHalf } from './sixMarkSettlement'
import type { TimeBasedPlay, TimeBasedRule } from './timeBasedPlays'
import type { PlayFamily } from './types'

/** The sentence every six-mark play that refunds on a 49 特码 ends with, worded once so they read alike. */
const PUSH_ON_49 = '特码为 49 时和局，退还本金。'

/** What each family draws, as the rules page introduces it. */
const familyIntros: Readonly<Record<PlayFamily, string>> = {
  sixMark:
    '六合彩每期从 01–49 中开出 7 个不重复的号码：前六个为正码，第七个为特码。号码的波色固定不变；生肖按开奖时的农历年排列，在正月初一更换。',
  racing:
    '赛车每期开出 10 辆车（车号 01–10）的名次，依次为冠军、亚军、第三名……第十名，每个名次对应一个车号。',
  quickThree: '快三每期掷出 3 颗骰子，每颗为 1–6 点，三颗骰子可以相同。',
  timeBased: '时时彩每期开出 5 个数字，依次为第一球至第五球，每个数字为 0–9，可以重复。',
  luckyNiuNiu:
    '幸运牛牛以赛车的开奖结果发牌：冠军至第五名的 5 个车号是庄家的牌，亚军至第六名是闲一的牌，第三名至第七名是闲二的牌，依此类推，第六名至第十名是闲五的牌。车号 10 按 0 计算。五张牌中任意三张之和为 10 的倍数即为有牛，另外两张之和的个位数就是牛几（个位为 0 是牛牛）；找不到这样的三张牌为无牛。',
}

/** What a family's draw is: 六合彩 7 numbers 01–49, 赛车 the order of 10 cars, 快三 3 dice, 时时彩 5 digits, 幸运牛牛 hands dealt from a racing result. */
export function familyIntro(family: PlayFamily): string {
  return familyIntros[family]
}

/** How many numbers, zodiacs or tails one 注 of a combination play holds (连码, 连肖, 连尾). */
function comboSize(play: AnyPlay): { size: number; maxPicks: number } {
  if (play.shape.kind !== 'combination') throw new RangeError(`${play.id} is not a combination play`)
  return play.shape
}

/** The fewest and most cells a group play takes as one 注 (合肖, 自选不中). */
function groupPicks(play: AnyPlay): { minPicks: number; maxPicks: number } {
  if (play.shape.kind !== 'group') throw new RangeError(`${play.id} is not a group play`)
  return play.shape
}

/** The legs a parlay takes. */
function parlayLegs(play: AnyPlay): { minLegs: number; maxLegs: number } {
  if (play.shape.kind !== 'parlay') throw new RangeError(`${play.id} is not a parlay`)
  return play.shape
}

/** The numbers of each colour, written out so the rule of 色波 names them instead of leaving them implied. */
function colorTable(): string {
  return ballColors
    .map((color) => {
      const numbers: string[] = []
      for (let n = 1; n <= 49; n++) if (ballColor(n) === color) numbers.push(ballLabel(n))
      return `${ballColorLabels[color]}：${numbers.join('、')}`
    })
    .join('；')
}

const halves = (a: keyof typeof zodiacsByHalf, b: keyof typeof zodiacsByHalf) =>
  `${a}（${zodiacsByHalf[a].join('')}）与${b}（${zodiacsByHalf[b].join('')}）`

const numberSides =
  '大为 25–48、小为 01–24；单、双看奇偶；合大、合小看两位数字之和（7–12 为合大，1–6 为合小），合单、合双看数字之和的奇偶；尾大、尾小看个位数（5–9 为尾大，0–4 为尾小）'

/** A 复式 bet: more picks than one 注 holds, every `size` of them making one 注. */
const multiple = (size: number, what: string, max: number) =>
  `选择超过 ${size} 个${what}为复式（最多 ${max} 个），每 ${size} 个组成一注。`

const sixMarkRuleTexts: Readonly<Record<SixMarkRule, (play: SixMarkPlay) => string>> = {
  special: () => '选择一个号码，开奖号码的第七个号码（特码）与所选号码相同即中奖。49 为普通号码。',
  twoSides: () =>
    `按特码的属性投注：${numberSides}；大单、大双、小单、小双为大小与单双的组合；${halves('家禽', '野兽')}、${halves('天肖', '地肖')}、${halves('前肖', '后肖')}按特码的生肖。${PUSH_ON_49}`,
  color: () => `选择红波、蓝波或绿波，特码的波色与所选相同即中奖。${colorTable()}。49 属绿波，照常结算。`,
  halfColor: () =>
    `选择波色加特码的一项属性（大、小、单、双、合单、合双），如“红大”：特码既是该波色又符合该属性即中奖，属性的划分同两面。${PUSH_ON_49}`,
  halfHalfColor: () =>
    `选择波色加大小单双的组合，如“红大单”：特码同时符合波色、大小和单双即中奖，大小单双的划分同两面。${PUSH_ON_49}`,
  specialZodiac: () => '选择一个生肖，特码的生肖与所选相同即中奖。生肖按开奖时的农历年计算，49 照常计算。',
  comboZodiac: (play) => {
    const { minPicks, maxPicks } = groupPicks(play)
    return `选择 ${minPicks}–${maxPicks} 个生肖为一注，特码的生肖在所选生肖之中即中奖，赔率按所选个数而定。${PUSH_ON_49}即使 49 的生肖在所选之中也是和局。`
  },
  head: () => '选择头数 0–4，特码的十位数字与所选相同即中奖，01–09 为 0 头。49 为 4 头。',
  tail: () => '选择尾数 0–9，特码的个位数字与所选相同即中奖，0 尾为 10、20、30、40。49 为 9 尾。',
  fiveElements: () =>
    '选择金、木、水、火、土之一，特码属于该五行即中奖。五行按开奖年份的纳音排列，每年各行的号码个数不同，赔率随之而定；49 照常计算。',
  anyNormal: () => '选择一个号码，六个正码中有该号码即中奖，特码不计。',
  normalSpecial: () =>
    '先选正一特至正六特的位置，再选一个号码：按开奖顺序该位置的正码与所选号码相同即中奖。49 为普通号码。',
  normalPosition: () =>
    '先选正码1至正码6的位置，再选该正码的属性：大小、单双、合大合小、合单合双、尾大尾小（划分同两面），或红波、蓝波、绿波。该正码为 49 时，大小单双等属性和局，退还本金；波色按绿波结算。',
  parlay: (play) => {
    const { minLegs, maxLegs } = parlayLegs(play)
    return `选择 ${minLegs}–${maxLegs} 个不同的正码位置，每个位置选大、小、单、双、合大、合小、合单、合双、尾大、尾小（划分同两面）或波色，所有选项全部中奖才算中奖，赔率为各项赔率相乘。某项的正码为 49 时，大小单双等属性按和局计，赔率以 1 计算，波色按绿波结算；只串两项时其中一项和局，整注和局，退还本金。同一位置选多个选项为复式，每种组合为一注。`
  },
  allInNormals: (play) => {
    const { size, maxPicks } = comboSize(play)
    return `选择 ${size} 个号码为一注，${size} 个号码全部在六个正码之中即中奖，特码不计。${multiple(size, '号码', maxPicks)}`
  },
  threeHitTwo: (play) => {
    const { size, maxPicks } = comboSize(play)
    return `选择 ${size} 个号码为一注：恰好 2 个在正码之中为中二，按中二赔率派彩；3 个都在正码之中为中三，只按中三赔率派彩。特码不计。${multiple(size, '号码', maxPicks)}`
  },
  twoHitSpecial: (play) => {
    const { size, maxPicks } = comboSize(play)
    return `选择 ${size} 个号码为一注：两个都在正码之中为中二；一个是正码、另一个是特码为中特，各按其赔率派彩。${multiple(size, '号码', maxPicks)}`
  },
  specialStrip: (play) => {
    const { size, maxPicks } = comboSize(play)
    return `选择 ${size} 个号码为一注：一个是正码、另一个是特码即中奖；两个都是正码不算中奖。${multiple(size, '号码', maxPicks)}`
  },
  anyZodiac: () =>
    '选择一个生肖，七个开奖号码（含特码）中有该生肖的号码即中奖，出现多个也只派彩一次。49 照常计算。',
  anyTail: () =>
    '选择尾数 0–9，七个开奖号码（含特码）中有该尾数的号码即中奖，出现多个也只派彩一次。49 为 9 尾。',
  normalZodiac: () => '选择一个生肖，六个正码中有该生肖的号码即中奖，特码不计；出现多个也只派彩一次。',
  sevenColors: () =>
    '六个正码各按其波色计 1 分，特码按其波色计 1.5 分，分数最多的波色胜出，所选波色胜出即中奖。若两种波色并列最多则为和局：投注和局中奖，投注红波、蓝波、绿波退还本金。49 属绿波。',
  zodiacCount: () =>
    '按七个开奖号码（含特码）中不同生肖的个数投注：2肖、3肖、4肖、5肖、6肖、7肖各按个数恰好相同中奖，234肖为 2–4 个；总肖单、总肖双看个数的单双。49 照常计算。',
  zodiacChain: (play) => {
    const { size, maxPicks } = comboSize(play)
    return `选择 ${size} 个生肖为一注，这些生肖全部出现在七个开奖号码（含特码）的生肖中即中奖。${multiple(size, '生肖', maxPicks)}一注中各生肖赔率不同时（如含本命生肖），按其中最低的赔率派彩。49 照常计算。`
  },
  tailChain: (play) => {
    const { size, maxPicks } = comboSize(play)
    return `选择 ${size} 个尾数为一注，这些尾数全部出现在七个开奖号码（含特码）的个位数中即中奖。${multiple(size, '尾数', maxPicks)}一注中各尾数赔率不同时，按其中最低的赔率派彩。49 为 9 尾。`
  },
  noneHit: (play) => {
    const { minPicks, maxPicks } = groupPicks(play)
    return `选择 ${minPicks}–${maxPicks} 个号码为一注，七个开奖号码（含特码）都不在所选之中即中奖。选几个号码即为几不中（五不中至十二不中），赔率按所选个数而定。`
  },
  total: () =>
    '按七个开奖号码之和投注：和为 175 及以上为总大，174 及以下为总小；总单、总双看和的奇偶。49 为普通号码。',
}

const racingRuleTexts: Readonly<Record<RacingRule, (play: RacingPlay) => string>> = {
  sumSides: () =>
    '冠军与亚军的车号之和为冠亚和（3–19）：12–19 为冠亚大，3–11 为冠亚小；冠亚单、冠亚双看和的单双。冠亚和为 11 时算小，没有和局。',
  sumValue: () => '选择 3–19 中的一个数，冠军与亚军的车号之和等于所选即中奖。',
  rankSides: () =>
    '先选名次（冠军至第十名），再选大、小、单、双：该名次的车号 06–10 为大、01–05 为小，单双看车号的奇偶。',
  rankNumber: () => '先选名次（冠军至第十名），再选车号 01–10，该名次开出的车号与所选相同即中奖。',
  dragonTiger: () =>
    '冠军对第十名（1V10）、亚军对第九名（2V9），依此类推至第五名对第六名（5V6）：前一名次的车号大于后一名次为龙，小于为虎，不会相同。',
}

const quickThreeRuleTexts: Readonly<Record<QuickThreeRule, (play: QuickThreePlay) => string>> = {
  anyDie: () => '选择一个点数 1–6，三颗骰子中任意一颗开出该点数即中奖，开出多颗也只派彩一次。',
  bigSmall: () => '三颗骰子的点数之和 11–17 为大，4–10 为小；开出豹子（三颗点数相同）时大、小都不中奖。',
  triple: () => '选择一组豹子（如 111），三颗骰子全部开出该点数即中奖。',
  anyTriple: () => '三颗骰子开出相同的点数，任意一组豹子即中奖。',
  sum: () => '选择 3–18 中的一个数，三颗骰子的点数之和等于所选即中奖，豹子也按点数之和计算。',
  pair: () => '选择两个不同的点数（如 12），三颗骰子中同时开出这两个点数即中奖。',
  double: () => '选择一个对子（如 11），三颗骰子中至少两颗开出该点数即中奖，豹子也算。',
}

const timeBasedRuleTexts: Readonly<Record<TimeBasedRule, (play: TimeBasedPlay) => string>> = {
  totalSides: () => '五个数字之和（0–45）：23–45 为总和大，0–22 为总和小；总和单、总和双看和的单双。',
  dragonTigerTie: () =>
    '比较第一球与第五球：第一球大为龙，第一球小为虎，两球相同为和。开出和时，投注龙、虎不中奖，投注和中奖。',
  ballSides: () => '先选第一球至第五球，再选大、小、单、双：该球 5–9 为大、0–4 为小，单双看数字的奇偶。',
  ballNumber: () => '先选第一球至第五球，再选数字 0–9，该球开出的数字与所选相同即中奖。',
  threes: () =>
    '前三（第一至第三球）、中三（第二至第四球）、后三（第三至第五球）各按三个数字的形态投注：三个相同为豹子；三个数字相连为顺子，不分顺序，0 与 9 也算相连（如 890、901）；两个相同为对子；只有两个数字相连为半顺；其余为杂六。',
  bullfight: () =>
    '把五个数字当作一手牛牛牌：任意三个数字之和为 10 的倍数即为有牛，另外两个之和的个位数就是牛几（个位为 0 是牛牛）；找不到这样的三个数字为无牛。可投注无牛、牛1–牛9、牛牛，或牛大（牛6–牛牛）、牛小（牛1–牛5）、牛单、牛双（牛牛按 10 算双）；开出无牛时牛大、牛小、牛单、牛双都不中奖。',
}

/** How a player hand and the banker compare; both niu niu plays settle on it. */
const NIU_NIU_COMPARISON =
  '牌型从大到小为牛牛、牛9……牛1、无牛。牛数相同时，牛6 及以下（含双方都是无牛）庄家赢；牛7 及以上比第一张牌的车号，车号大者赢（10 最大），所以没有和局。'

const luckyNiuNiuRuleTexts: Readonly<Record<LuckyNiuNiuRule, (play: LuckyNiuNiuPlay) => string>> = {
  flat: () =>
    `选择闲一至闲五中的一家与庄家比牌，闲家牌大即中奖，按平倍赔率派彩；闲家牌小则输掉本金。${NIU_NIU_COMPARISON}`,
  doubled: () =>
    `选择闲一至闲五中的一家与庄家比牌，输赢按牌型翻倍：牛牛 ×5，牛9 ×3，牛7、牛8 ×2，其他 ×1。闲家赢时按闲家牌型的倍数赢取，闲家输时按庄家牌型的倍数输掉。下注时先冻结本金的 5 倍，即最多可能输掉的金额；结算时退回冻结的金额，再加上赢取或减去输掉的部分。${NIU_NIU_COMPARISON}`,
}

/** How a play settles, in plain Chinese for the rules page: what is picked, when it wins, and how 49 or a tie ends. */
export function playRule(play: AnyPlay): string {
  switch (play.family) {
    case 'sixMark':
      return sixMarkRuleTexts[play.rule](play)
    case 'racing':
      return racingRuleTexts[play.rule](play)
    case 'quickThree':
      return quickThreeRuleTexts[play.rule](play)
    case 'timeBased':
      return timeBasedRuleTexts[play.rule](play)
    case 'luckyNiuNiu':
      return luckyNiuNiuRuleTexts[play.rule](play)
  }
}

/** One play as the rules page lists it. */
export interface PlayRuleEntry {
  id: string
  name: string
  rule: string
}

/** A family's play groups in betting-page order, each play with its rule text. */
export function playRuleGroups(family: PlayFamily): { group: string; plays: PlayRuleEntry[] }[] {
  return playGroups(family).map(({ group, plays }) => ({
    group,
    plays: plays.map((play) => ({ id: play.id, name: play.name, rule: playRule(play) })),
  }))
}
