import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { lunarYearAt } from '../lottery/zodiac'
import { hkDraws, macauDraws } from '../test-support/draws'
import { fromChinaTime, parseChinaTime } from '../time/chinaTime'
import { defaultFrozenOdds, playById } from './catalogue'
import { settleBet } from './settle'
import type { Draw, FrozenOdds, Selection } from './types'

const goldenPath = fileURLToPath(new URL('./golden/marksix-totals.json', import.meta.url))
const STAKE_FEN = 1_000

const single = (cell: string): Selection => ({ kind: 'single', cell })
const cells = (...list: string[]): Selection => ({ kind: 'cells', cells: list })
const at = (position: number, cell: string): Selection => ({ kind: 'position', position, cell })
const parlay = (...legs: [number, ...string[]][]): Selection => ({
  kind: 'parlay',
  legs: legs.map(([position, ...options]) => ({ position, cells: options })),
})

/** A fixed bet set across the six-mark plays, each settled on every real draw. */
const bets: [label: string, playId: string, selection: Selection][] = [
  ['特码A 07', 'sm.tema.a', single('07')],
  ['特码B 49', 'sm.tema.b', single('49')],
  ['两面 大', 'sm.liangmian', single('大')],
  ['两面 单', 'sm.liangmian', single('单')],
  ['两面 合大', 'sm.liangmian', single('合大')],
  ['两面 尾小', 'sm.liangmian', single('尾小')],
  ['两面 大双', 'sm.liangmian', single('大双')],
  ['两面 家禽', 'sm.liangmian', single('家禽')],
  ['两面 天肖', 'sm.liangmian', single('天肖')],
  ['色波 红波', 'sm.sebo', single('红波')],
  ['色波 绿波', 'sm.sebo', single('绿波')],
  ['半波 红大', 'sm.banbo', single('红大')],
  ['半半波 绿小双', 'sm.banbanbo', single('绿小双')],
  ['特肖 马', 'sm.texiao', single('马')],
  ['特肖 龙', 'sm.texiao', single('龙')],
  ['合肖 鼠牛虎兔', 'sm.hexiao', cells('鼠', '牛', '虎', '兔')],
  ['头数 0头', 'sm.toushu', single('0头')],
  ['尾数 9尾', 'sm.weishu', single('9尾')],
  ['五行 火', 'sm.wuxing', single('火')],
  ['正码 07', 'sm.zhengma', single('07')],
  ['正码特 正3特 17', 'sm.zhengmate', at(3, '17')],
  ['正码1-6 正码1 大', 'sm.zhengma16', at(1, '大')],
  ['正码1-6 正码6 绿波', 'sm.zhengma16', at(6, '绿波')],
  ['过关 正码1大 正码2单', 'sm.guoguan', parlay([1, '大'], [2, '单'])],
  ['过关 正码1小 正码3红波 正码5双', 'sm.guoguan', parlay([1, '小'], [3, '红波'], [5, '双'])],
  ['过关 复式 正码1大小 正码2单双', 'sm.guoguan', parlay([1, '大', '小'], [2, '单', '双'])],
  ['四全中 01 02 03 04', 'sm.lianma.siquanzhong', cells('01', '02', '03', '04')],
  ['三全中 复式 07 17 27 37 47', 'sm.lianma.sanquanzhong', cells('07', '17', '27', '37', '47')],
  ['三中二 07 17 27 37', 'sm.lianma.sanzhonger', cells('07', '17', '27', '37')],
  [
    '三中二 胆拖 07 拖 17 27 37 47',
    'sm.lianma.sanzhonger',
    { kind: 'danTuo', dan: ['07'], tuo: ['17', '27', '37', '47'] },
  ],
  ['二全中 01–06', 'sm.lianma.erquanzhong', cells('01', '02', '03', '04', '05', '06')],
  ['二中特 07 17 27', 'sm.lianma.erzhongte', cells('07', '17', '27')],
  ['特串 07 25 49', 'sm.lianma.techuan', cells('07', '25', '49')],
  ['平特一肖 马', 'sm.pingte.yixiao', single('马')],
  ['平特尾数 0尾', 'sm.pingte.weishu', single('0尾')],
  ['正肖 龙', 'sm.zhengxiao', single('龙')],
  ['七色波 红波', 'sm.qisebo', single('红波')],
  ['七色波 和局', 'sm.qisebo', single('和局')],
  ['总肖 5肖', 'sm.zongxiao', single('5肖')],
  ['总肖 总肖单', 'sm.zongxiao', single('总肖单')],
  ['二连肖 鼠牛虎', 'sm.lianxiao.2', cells('鼠', '牛', '虎')],
  ['五连肖 鼠牛虎兔龙', 'sm.lianxiao.5', cells('鼠', '牛', '虎', '兔', '龙')],
  ['二连尾 0尾 1尾', 'sm.lianwei.2', cells('0尾', '1尾')],
  ['五连尾 1–5尾', 'sm.lianwei.5', cells('1尾', '2尾', '3尾', '4尾', '5尾')],
  ['自选不中 01–05', 'sm.zixuanbuzhong', cells('01', '02', '03', '04', '05')],
  ['自选不中 01–08', 'sm.zixuanbuzhong', cells('01', '02', '03', '04', '05', '06', '07', '08')],
  ['总和 总大', 'sm.zonghe', single('总大')],
  ['总和 总双', 'sm.zonghe', single('总双')],
]

interface Totals {
  stakedFen: number
  paidFen: number
  won: number
  pushed: number
}

/** Settles the bet set over a list of draws: totals per bet and per play. */
function settleAll(draws: readonly Draw[]) {
  const perBet: Record<string, Totals> = {}
  const perPlay: Record<string, { stakedFen: number; paidFen: number }> = {}
  const frozen = new Map<string, FrozenOdds>()
  for (const [label, playId, selection] of bets) {
    const play = playById(playId)!
    const totals: Totals = { stakedFen: 0, paidFen: 0, won: 0, pushed: 0 }
    for (const draw of draws) {
      // Odds are frozen at the draw time; only the lunar year moves the zodiac and element prices.
      const oddsKey = `${label}|${lunarYearAt(draw.drawTimeMs)}`
      if (!frozen.has(oddsKey)) frozen.set(oddsKey, defaultFrozenOdds(play, selection, draw.drawTimeMs))
      const settled = settleBet({
        play,
        selection,
        stakeFen: STAKE_FEN,
        oddsMilli: frozen.get(oddsKey)!,
        draw,
      })
      totals.stakedFen += STAKE_FEN * settled.betCount
      totals.paidFen += settled.payoutFen
      if (settled.result === 1) totals.won++
      if (settled.result === 2) totals.pushed++
    }
    perBet[label] = totals
    const byPlay = perPlay[playId] ?? { stakedFen: 0, paidFen: 0 }
    perPlay[playId] = {
      stakedFen: byPlay.stakedFen + totals.stakedFen,
      paidFen: byPlay.paidFen + totals.paidFen,
    }
  }
  return { perPlay, perBet }
}

/** Hong Kong draws at 21:30 China time on their date; 正码 as the history lists them. */
const hong = hkDraws.map((d): Draw => {
  const [year, month, day] = d.date.split('-').map(Number) as [number, number, number]
  return { numbers: [...d.numbers, d.special], drawTimeMs: fromChinaTime(year, month, day, 21, 30) }
})
/** Macau draws at their open time; the record repeating 2024004 under the number 2023004 is not a draw. */
const macau = macauDraws
  .filter((d) => d.issue !== '2023004')
  .map((d): Draw => ({ numbers: d.numbers, drawTimeMs: parseChinaTime(d.openTime) }))

describe('golden totals over every real draw', () => {
  it(
    'settles the fixed bet set over every Hong Kong and Macau draw to the pinned totals',
    { timeout: 120_000 },
    () => {
      const actual = {
        stakeFenPerBet: STAKE_FEN,
        draws: { hongKong: hong.length, macau: macau.length },
        hongKong: settleAll(hong),
        macau: settleAll(macau),
      }
      if (process.env.UPDATE_GOLDEN === '1') writeFileSync(goldenPath, `${JSON.stringify(actual, null, 2)}\n`)
      expect(existsSync(goldenPath), 'run with UPDATE_GOLDEN=1 to write the golden file').toBe(true)
      expect(actual).toEqual(JSON.parse(readFileSync(goldenPath, 'utf8')))
    },
  )

  it('covers every real draw', () => {
    expect(hong).toHaveLength(hkDraws.length)
    expect(macau).toHaveLength(macauDraws.length - 1)
  })
})
