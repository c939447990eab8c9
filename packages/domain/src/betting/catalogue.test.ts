import { describe, expect, it } from 'vitest'
import { fiveElementNumbers } from '../lottery/fiveElements'
import { zodiacs } from '../lottery/zodiac'
import { fromChinaTime } from '../time/chinaTime'
import {
  bettingPlays,
  cellOddsMilli,
  defaultFrozenOdds,
  findPlay,
  numbersOfZodiac,
  playById,
  playFamilyOfGame,
  playGroups,
  playsOfFamily,
} from './catalogue'
import { choose } from './combinatorics'
import { niuLabel, niuOf } from './niu'
import { DEFAULT_ODDS_SOURCE, FALLBACK_ODDS_SOURCE, sixMarkGameIds } from './sixMarkPlays'
import { bullfightWays } from './timeBasedPlays'
import { lotteryKindOfFamily, playFamilies } from './types'

const AT_2025 = fromChinaTime(2025, 6, 1, 21, 30)
const oddsOf = (id: string) => playById(id)!.odds

describe('the play catalogue', () => {
  it('gives every play a unique stable id and unique cell keys', () => {
    const ids = bettingPlays.map((play) => play.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const play of bettingPlays) {
      const keys = play.cells.map((cell) => cell.key)
      expect(new Set(keys).size, play.id).toBe(keys.length)
      expect(play.oddsSources.length, play.id).toBeGreaterThan(0)
    }
  })

  it('has plays in every family, lucky niu niu dealt from a racing result', () => {
    for (const family of playFamilies) expect(playsOfFamily(family).length, family).toBeGreaterThan(0)
    expect(lotteryKindOfFamily.luckyNiuNiu).toBe('racing')
    expect(sixMarkGameIds).toEqual([110, 70, 122, 123, 124, 81])
  })

  it('offers the six-mark play groups in page order', () => {
    expect(playGroups('sixMark').map((g) => g.group)).toEqual([
      '特码',
      '两面',
      '色波',
      '半波',
      '半半波',
      '特肖',
      '合肖',
      '头尾数',
      '五行',
      '正码',
      '正码特',
      '正码1-6',
      '过关',
      '连码',
      '平特一肖',
      '平特尾数',
      '正肖',
      '七色波',
      '总肖',
      '连肖',
      '连尾',
      '自选不中',
      '总和',
    ])
    expect(
      playGroups('sixMark')
        .find((g) => g.group === '连码')!
        .plays.map((p) => p.name),
    ).toEqual(['四全中', '三全中', '三中二', '二全中', '二中特', '特串'])
    expect(playGroups('racing').map((g) => g.group)).toEqual(['冠亚和', '1-10名', '龙虎'])
    expect(playGroups('quickThree').map((g) => g.group)).toEqual([
      '三军',
      '大小',
      '围骰',
      '全骰',
      '点数',
      '长牌',
      '短牌',
    ])
    expect(playGroups('timeBased').map((g) => g.group)).toEqual([
      '总和',
      '龙虎和',
      '1-5球',
      '前中后三',
      '斗牛',
    ])
    expect(playGroups('luckyNiuNiu').map((g) => g.group)).toEqual(['平倍', '翻倍'])
  })

  it('prices every cell of every play in every lunar year', () => {
    const times = [1993, 2000, 2010, 2024, 2025, 2026, 2040].map((year) => fromChinaTime(year, 6, 1))
    for (const play of bettingPlays) {
      for (const at of times) {
        if (play.odds.kind === 'byPickCount' || play.odds.kind === 'byOutcome') {
          expect(cellOddsMilli(play, play.cells[0]!.key, at)).toBeUndefined()
          continue
        }
        for (const cell of play.cells) {
          const oddsMilli = cellOddsMilli(play, cell.key, at)
          expect(Number.isSafeInteger(oddsMilli) && oddsMilli! >= 1_000, `${play.id} ${cell.key}`).toBe(true)
        }
      }
    }
  })

  it('has no price for a cell the play does not have', () => {
    expect(cellOddsMilli(playById('sm.wuxing')!, '铁', AT_2025)).toBeUndefined()
    expect(cellOddsMilli(playById('sm.sebo')!, '黑波', AT_2025)).toBeUndefined()
  })

  it('prices every pick count a group play takes', () => {
    for (const play of bettingPlays) {
      if (play.odds.kind !== 'byPickCount' || play.shape.kind !== 'group') continue
      for (let picks = play.shape.minPicks; picks <= play.shape.maxPicks; picks++)
        expect(play.odds.oddsMilli[picks], `${play.id} ${picks}`).toBeGreaterThan(1_000)
    }
  })

  it('covers every element size any year gives (8–12 numbers, 1950–2100)', () => {
    const odds = oddsOf('sm.wuxing')
    if (odds.kind !== 'byElementSize') throw new Error('五行 is priced by element size')
    for (let year = 1950; year <= 2100; year++)
      for (const numbers of Object.values(fiveElementNumbers(fromChinaTime(year, 6, 1))))
        expect(odds.oddsMilli[numbers.length], `${year}`).toBeDefined()
  })

  it('finds plays by id, name and the names players use', () => {
    expect(findPlay('sixMark', '一肖')?.id).toBe('sm.pingte.yixiao')
    expect(findPlay('sixMark', '二肖连')?.id).toBe('sm.lianxiao.2')
    expect(findPlay('sixMark', '特码')?.id).toBe('sm.tema.a')
    expect(findPlay('sixMark', '头数')?.id).toBe('sm.toushu')
    expect(findPlay('sixMark', ' 正码任选 ')?.id).toBe('sm.zhengma')
    expect(findPlay('sixMark', '三中二')?.id).toBe('sm.lianma.sanzhonger')
    expect(findPlay('racing', '定位')?.id).toBe('rc.dingwei')
    expect(findPlay('timeBased', '定位')?.id).toBe('ssc.dingwei')
    expect(findPlay('racing', 'rc.longhu')?.name).toBe('龙虎')
    expect(findPlay('sixMark', '百家乐')).toBeUndefined()
    expect(playById('nope')).toBeUndefined()
  })

  it('lists the numbers of a zodiac for the year: 蛇 is the five-number 本命 of 2025', () => {
    expect(numbersOfZodiac('蛇', AT_2025)).toEqual([1, 13, 25, 37, 49])
    expect(numbersOfZodiac('马', AT_2025)).toEqual([12, 24, 36, 48])
    expect(zodiacs.reduce((sum, z) => sum + numbersOfZodiac(z, AT_2025).length, 0)).toBe(49)
  })
})

describe('default odds and where they come from', () => {
  it('names LHCP as the default odds table and MYA as the fallback', () => {
    expect(DEFAULT_ODDS_SOURCE).toBe('LHCP')
    expect(FALLBACK_ODDS_SOURCE).toBe('MYA')
    expect(playById('sm.tema.a')!.oddsSources).toEqual(['LHCP'])
    expect(playById('sm.banbanbo')!.oddsSources).toEqual(['MYA'])
    expect(playById('sm.lianma.siquanzhong')!.oddsSources).toEqual(['derived'])
  })

  it('keeps the table figures exactly', () => {
    expect(oddsOf('sm.tema.a')).toEqual({ kind: 'flat', oddsMilli: 49_000 })
    expect(oddsOf('sm.tema.b')).toEqual({ kind: 'flat', oddsMilli: 43_000 })
    expect(cellOddsMilli(playById('sm.liangmian')!, '大', AT_2025)).toBe(1_965)
    expect(cellOddsMilli(playById('sm.liangmian')!, '大单', AT_2025)).toBe(3_400)
    expect(cellOddsMilli(playById('sm.texiao')!, '蛇', AT_2025)).toBe(9_500)
    expect(cellOddsMilli(playById('sm.texiao')!, '马', AT_2025)).toBe(12_000)
    expect(oddsOf('sm.lianma.sanzhonger')).toEqual({
      kind: 'byOutcome',
      oddsMilli: { 中二: 20_000, 中三: 110_000 },
    })
    expect(oddsOf('sm.lianma.erzhongte')).toEqual({
      kind: 'byOutcome',
      oddsMilli: { 中二: 25_000, 中特: 50_000 },
    })
  })

  it('derives the unpriced six-mark plays from a priced sibling’s return', () => {
    // 四全中 = 14 125.07 fair × (700 / 921.2), the 三全中 return.
    expect(oddsOf('sm.lianma.siquanzhong')).toEqual({ kind: 'flat', oddsMilli: 10_733_333 })
    // 尾数 at the 头数 return 45/49: 0尾 (4 numbers) 11.25, 1–9尾 (5 numbers) 9.
    expect(cellOddsMilli(playById('sm.weishu')!, '0尾', AT_2025)).toBe(11_250)
    expect(cellOddsMilli(playById('sm.weishu')!, '5尾', AT_2025)).toBe(9_000)
    expect(oddsOf('sm.wuxing')).toEqual({
      kind: 'byElementSize',
      oddsMilli: { 8: 5_750, 9: 5_111, 10: 4_600, 11: 4_181, 12: 3_833 },
    })
    expect(oddsOf('sm.zongxiao')).toEqual({
      kind: 'perCell',
      oddsMilli: {
        // 2肖 derives to 100 817.709 and sells at the odds ceiling, 100 000.
        '2肖': 100_000_000,
        '3肖': 388_941,
        '4肖': 16_869,
        '5肖': 3_202,
        '6肖': 2_133,
        '7肖': 5_668,
        '234肖': 16_165,
        总肖单: 2_035,
        总肖双: 1_894,
      },
    })
    expect(playById('sm.zongxiao')!.cells.map((c) => c.key)).toEqual([
      '2肖',
      '3肖',
      '4肖',
      '5肖',
      '6肖',
      '7肖',
      '234肖',
      '总肖单',
      '总肖双',
    ])
    expect(oddsOf('sm.lianwei.5')).toEqual({ kind: 'flat', oddsMilli: 47_539 })
  })

  it('derives the other families’ unpriced plays', () => {
    expect(oddsOf('rc.guanyahe')).toEqual({
      kind: 'perCell',
      oddsMilli: { 冠亚大: 2_229, 冠亚小: 1_783, 冠亚单: 1_783, 冠亚双: 2_229 },
    })
    expect(cellOddsMilli(playById('rc.guanyahe.zhi')!, '11', 0)).toBe(8_919)
    expect(oddsOf('rc.longhu')).toEqual({ kind: 'flat', oddsMilli: 1_982 })
    expect(oddsOf('k3.sanjun')).toEqual({ kind: 'flat', oddsMilli: 1_813 })
    expect(oddsOf('k3.daxiao')).toEqual({ kind: 'flat', oddsMilli: 2_038 })
    const sums = playById('k3.dianshu')!
    expect([3, 4, 5, 6, 7, 8, 9, 10].map((s) => cellOddsMilli(sums, String(s), 0))).toEqual([
      165_000, 55_000, 27_500, 16_500, 11_000, 7_857, 6_600, 5_600,
    ])
    expect([11, 12, 13, 14, 15, 16, 17, 18].map((s) => cellOddsMilli(sums, String(s), 0))).toEqual([
      5_600, 6_600, 7_857, 11_000, 16_500, 27_500, 55_000, 165_000,
    ])
    expect(oddsOf('ssc.zonghe')).toEqual({ kind: 'flat', oddsMilli: 1_982 })
    const bullfight = playById('ssc.douniu')!
    expect(
      ['无牛', '牛1', '牛2', '牛牛', '牛大', '牛小', '牛单', '牛双'].map((c) =>
        cellOddsMilli(bullfight, c, 0),
      ),
    ).toEqual([2_779, 15_545, 15_234, 15_350, 3_076, 3_083, 3_109, 3_051])
  })

  it('counts the 总肖 ways it prices from: 7 of 49 numbers, one zodiac of 5 and eleven of 4', () => {
    // Polynomial count over the twelve zodiac groups: ways[k][g] = draws of k numbers showing g zodiacs.
    let ways = new Map<string, number>([['0,0', 1]])
    for (const size of [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]) {
      const next = new Map<string, number>()
      for (const [key, count] of ways) {
        const [k, g] = key.split(',').map(Number) as [number, number]
        for (let take = 0; take <= Math.min(size, 7 - k); take++) {
          const nextKey = `${k + take},${g + (take > 0 ? 1 : 0)}`
          next.set(nextKey, (next.get(nextKey) ?? 0) + count * choose(size, take))
        }
      }
      ways = next
    }
    const byZodiacs = [2, 3, 4, 5, 6, 7].map((g) => ways.get(`7,${g}`))
    expect(byZodiacs).toEqual([836, 216_700, 4_996_200, 26_315_520, 39_502_848, 14_868_480])
  })

  it('counts the 连尾 ways it prices from by inclusion–exclusion', () => {
    const allTailsWays = (tails: number) => {
      let total = 0
      for (let missing = 0; missing <= tails; missing++)
        total += (-1) ** missing * choose(tails, missing) * choose(49 - 5 * missing, 7)
      return total
    }
    expect([allTailsWays(4), allTailsWays(5)]).toEqual([4_946_250, 1_768_750])
  })

  it('counts the 斗牛 ways it prices from over all 100 000 draws', () => {
    const counts: Record<string, number> = {}
    const digits = [0, 0, 0, 0, 0]
    for (let n = 0; n < 100_000; n++) {
      for (let i = 0, rest = n; i < 5; i++, rest = Math.floor(rest / 10)) digits[i] = rest % 10
      const label = niuLabel(niuOf(digits))
      counts[label] = (counts[label] ?? 0) + 1
    }
    for (const [label, ways] of Object.entries(counts))
      expect(bullfightWays[label as keyof typeof bullfightWays]).toBe(ways)
    const sumOf = (labels: string[]) => labels.reduce((sum, l) => sum + counts[l]!, 0)
    expect(bullfightWays.牛大).toBe(sumOf(['牛6', '牛7', '牛8', '牛9', '牛牛']))
    expect(bullfightWays.牛小).toBe(sumOf(['牛1', '牛2', '牛3', '牛4', '牛5']))
    expect(bullfightWays.牛单).toBe(sumOf(['牛1', '牛3', '牛5', '牛7', '牛9']))
    expect(bullfightWays.牛双).toBe(sumOf(['牛2', '牛4', '牛6', '牛8', '牛牛']))
  })
})

describe('defaultFrozenOdds', () => {
  it('freezes one figure for a one-price selection', () => {
    expect(defaultFrozenOdds(playById('sm.tema.a')!, { kind: 'single', cell: '07' }, AT_2025)).toBe(49_000)
    expect(defaultFrozenOdds(playById('sm.sebo')!, { kind: 'single', cell: '红波' }, AT_2025)).toBe(2_700)
    expect(
      defaultFrozenOdds(playById('sm.hexiao')!, { kind: 'cells', cells: ['鼠', '牛', '虎'] }, AT_2025),
    ).toBe(3_450)
    expect(
      defaultFrozenOdds(playById('sm.zhengma16')!, { kind: 'position', position: 1, cell: '大' }, AT_2025),
    ).toBe(1_965)
  })

  it('freezes odds by cell for a chain and a parlay, by outcome for 三中二', () => {
    expect(
      defaultFrozenOdds(playById('sm.lianxiao.2')!, { kind: 'cells', cells: ['蛇', '马', '猪'] }, AT_2025),
    ).toEqual({
      蛇: 4_000,
      马: 4_500,
      猪: 4_500,
    })
    const parlay = {
      kind: 'parlay',
      legs: [
        { position: 1, cells: ['大', '红波'] },
        { position: 2, cells: ['大'] },
      ],
    } as const
    expect(defaultFrozenOdds(playById('sm.guoguan')!, parlay, AT_2025)).toEqual({ 大: 1_920, 红波: 2_720 })
    // 合大 合小 合单 合双 尾大 尾小 each hold 24 of the 48 numbers that are not 和, as 大 does: priced alike.
    const sideLegs = {
      kind: 'parlay',
      legs: [
        { position: 1, cells: ['合大', '合小', '合单', '合双'] },
        { position: 2, cells: ['尾大', '尾小'] },
      ],
    } as const
    expect(defaultFrozenOdds(playById('sm.guoguan')!, sideLegs, AT_2025)).toEqual({
      合大: 1_920,
      合小: 1_920,
      合单: 1_920,
      合双: 1_920,
      尾大: 1_920,
      尾小: 1_920,
    })
    expect(playById('sm.guoguan')!.cells.map((c) => c.key)).toEqual([
      '大',
      '小',
      '单',
      '双',
      '合大',
      '合小',
      '合单',
      '合双',
      '尾大',
      '尾小',
      '红波',
      '蓝波',
      '绿波',
    ])
    expect(
      defaultFrozenOdds(
        playById('sm.lianma.sanzhonger')!,
        { kind: 'cells', cells: ['01', '02', '03'] },
        AT_2025,
      ),
    ).toEqual({
      中二: 20_000,
      中三: 110_000,
    })
  })

  it('refuses a pick count or cell it has no price for', () => {
    const all = [...zodiacs]
    expect(() => defaultFrozenOdds(playById('sm.hexiao')!, { kind: 'cells', cells: all }, AT_2025)).toThrow(
      RangeError,
    )
    expect(() => defaultFrozenOdds(playById('sm.sebo')!, { kind: 'single', cell: '黑波' }, AT_2025)).toThrow(
      RangeError,
    )
  })
})

describe('playFamilyOfGame', () => {
  it('bets lucky niu niu on its own plays and every other game in its kind', () => {
    expect(playFamilyOfGame(95, 'racing')).toBe('luckyNiuNiu')
    expect(playFamilyOfGame(110, 'sixMark')).toBe('sixMark')
    expect(playFamilyOfGame(10, 'racing')).toBe('racing')
    expect(playFamilyOfGame(42, 'quickThree')).toBe('quickThree')
  })
})
