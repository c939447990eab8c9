import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromChinaTime } from '../time/chinaTime'
import { type AnyPlay, bettingPlays, defaultFrozenOdds, oddsAtDraw, playById } from './catalogue'
import { choose } from './combinatorics'
import { betQuote, holdMultiple } from './quote'
import { betCount, expandTickets } from './selection'
import { settleBet } from './settle'
import type { Draw, FrozenOdds, PlayFamily, Selection, Ticket } from './types'

const FIRST = fromChinaTime(1993, 1, 1)
const LAST = fromChinaTime(2030, 12, 31)
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

const drawTime = fc.integer({ min: FIRST, max: LAST })
const numbersOf: Record<PlayFamily, fc.Arbitrary<number[]>> = {
  sixMark: fc.shuffledSubarray(range(1, 49), { minLength: 7, maxLength: 7 }),
  racing: fc.shuffledSubarray(range(1, 10), { minLength: 10, maxLength: 10 }),
  luckyNiuNiu: fc.shuffledSubarray(range(1, 10), { minLength: 10, maxLength: 10 }),
  quickThree: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 }),
  timeBased: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 }),
}
const drawOf = (family: PlayFamily): fc.Arbitrary<Draw> =>
  fc.record({ numbers: numbersOf[family], drawTimeMs: drawTime })

/** Any valid selection of a play, keeping 复式 small enough to settle quickly. */
function selectionOf(play: AnyPlay): fc.Arbitrary<Selection> {
  const keys = play.cells.map((c) => c.key)
  const { shape } = play
  switch (shape.kind) {
    case 'single':
      return fc.constantFrom(...keys).map((cell) => ({ kind: 'single', cell }))
    case 'group':
      return fc
        .shuffledSubarray(keys, { minLength: shape.minPicks, maxLength: shape.maxPicks })
        .map((cells) => ({ kind: 'cells', cells }))
    case 'position':
      return fc
        .tuple(fc.constantFrom(...shape.positions.map((p) => p.index)), fc.constantFrom(...keys))
        .map(([position, cell]) => ({ kind: 'position', position, cell }))
    case 'combination': {
      const max = Math.min(shape.maxPicks, shape.size + 3)
      const multiple = fc
        .shuffledSubarray(keys, { minLength: shape.size, maxLength: max })
        .map((cells): Selection => ({ kind: 'cells', cells }))
      if (shape.size === 1) return multiple
      const danTuo = fc
        .tuple(
          fc.integer({ min: 1, max: shape.size - 1 }),
          fc.shuffledSubarray(keys, { minLength: shape.size, maxLength: max }),
        )
        .map(
          ([dans, picked]): Selection => ({
            kind: 'danTuo',
            dan: picked.slice(0, dans),
            tuo: picked.slice(dans),
          }),
        )
      return fc.oneof(multiple, danTuo)
    }
    case 'parlay':
      return fc
        .shuffledSubarray(
          shape.positions.map((p) => p.index),
          { minLength: shape.minLegs, maxLength: shape.maxLegs },
        )
        .chain((positions) =>
          fc
            .tuple(...positions.map(() => fc.shuffledSubarray(keys, { minLength: 1, maxLength: 2 })))
            .map((legCells) => ({
              kind: 'parlay' as const,
              legs: positions.map((position, i) => ({ position, cells: legCells[i]! })),
            })),
        )
  }
}

const anyBet = fc.constantFrom(...bettingPlays).chain((play) =>
  fc.record({
    play: fc.constant(play),
    selection: selectionOf(play),
    draw: drawOf(play.family),
    stakeFen: fc.integer({ min: 1, max: 10_000_000 }),
  }),
)

/** The most one 注 can pay: stake × hold × the highest frozen odds, once per parlay leg. */
function maxPayoutFen(play: AnyPlay, ticket: Ticket, odds: FrozenOdds, stakeFen: number): bigint {
  const highest = BigInt(typeof odds === 'number' ? odds : Math.max(...Object.values(odds)))
  const legs = ticket.kind === 'parlay' ? ticket.legs.length : 1
  return (BigInt(stakeFen * holdMultiple(play)) * highest ** BigInt(legs)) / 1000n ** BigInt(legs)
}

describe('settlement properties over every play', () => {
  it('pays whole fen, never less than 0 nor more than stake × max odds; a push pays exactly the stake', () => {
    fc.assert(
      fc.property(anyBet, ({ play, selection, draw, stakeFen }) => {
        const oddsMilli = defaultFrozenOdds(play, selection, draw.drawTimeMs)
        const settled = settleBet({ play, selection, stakeFen, oddsMilli, draw })
        expect(settled.betCount).toBe(betCount(play, selection))
        const quote = betQuote({ ...play, odds: oddsAtDraw(play, draw.drawTimeMs) }, [selection], stakeFen)
        expect(quote.lines[0]?.odds).toEqual(oddsMilli)
        const win = quote.win!
        let total = 0
        for (const { ticket, outcome, payoutFen } of settled.tickets) {
          expect(Number.isSafeInteger(payoutFen) && payoutFen >= 0).toBe(true)
          expect(BigInt(payoutFen) <= maxPayoutFen(play, ticket, oddsMilli, stakeFen)).toBe(true)
          // The 可赢 shown before the bet is never less than what one of its 注 pays.
          expect(payoutFen).toBeLessThanOrEqual(win.fen)
          if (outcome === 'push') expect(payoutFen).toBe(stakeFen)
          if (outcome === 'win') expect(payoutFen).toBeGreaterThanOrEqual(stakeFen)
          if (outcome === 'lose') expect(payoutFen).toBeLessThan(stakeFen * holdMultiple(play))
          total += payoutFen
        }
        expect(settled.payoutFen).toBe(total)
        const expected = settled.winningBets > 0 ? 1 : settled.pushedBets > 0 ? 2 : 0
        expect(settled.result).toBe(expected)
      }),
      { numRuns: 3_000 },
    )
  })

  it('returns exactly the stake of every 注 when a 49 特码 pushes 两面, 半波, 半半波 and 合肖', () => {
    const pushPlays = ['sm.liangmian', 'sm.banbo', 'sm.banbanbo', 'sm.hexiao'].map((id) => playById(id)!)
    const bet = fc.constantFrom(...pushPlays).chain((play) =>
      fc.record({
        play: fc.constant(play),
        selection: selectionOf(play),
        normals: fc.shuffledSubarray(range(1, 48), { minLength: 6, maxLength: 6 }),
        drawTimeMs: drawTime,
        stakeFen: fc.integer({ min: 1, max: 10_000_000 }),
      }),
    )
    fc.assert(
      fc.property(bet, ({ play, selection, normals, drawTimeMs, stakeFen }) => {
        const draw = { numbers: [...normals, 49], drawTimeMs }
        const settled = settleBet({
          play,
          selection,
          stakeFen,
          oddsMilli: defaultFrozenOdds(play, selection, drawTimeMs),
          draw,
        })
        expect(settled).toMatchObject({
          result: 2,
          payoutFen: stakeFen * settled.betCount,
          pushedBets: settled.betCount,
        })
      }),
    )
  })

  it('makes C(n, k) 注 of a 复式 and C(拖, k − 胆) of a 胆拖', () => {
    const combinationPlays = bettingPlays.filter((p) => p.shape.kind === 'combination')
    const bet = fc
      .constantFrom(...combinationPlays)
      .chain((play) => fc.tuple(fc.constant(play), selectionOf(play)))
    fc.assert(
      fc.property(bet, ([play, selection]) => {
        if (play.shape.kind !== 'combination') throw new Error('combination plays only')
        const { size } = play.shape
        const expected =
          selection.kind === 'danTuo'
            ? choose(selection.tuo.length, size - selection.dan.length)
            : choose(selection.kind === 'cells' ? selection.cells.length : 0, size)
        expect(betCount(play, selection)).toBe(expected)
        const tickets = expandTickets(play, selection)
        expect(tickets).toHaveLength(expected)
        const keys = tickets.map((t) => (t.kind === 'cells' ? [...t.cells].sort().join(',') : ''))
        expect(new Set(keys).size).toBe(expected)
      }),
    )
  })

  it('returns the stake exactly on average over all 49 特码 at the fair odds 49', () => {
    const play = playById('sm.tema.a')!
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 49 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        drawTime,
        (pick, stakeFen, at) => {
          const selection: Selection = { kind: 'single', cell: String(pick).padStart(2, '0') }
          let paid = 0
          for (let special = 1; special <= 49; special++) {
            const normals = range(1, 49)
              .filter((n) => n !== special)
              .slice(0, 6)
            paid += settleBet({
              play,
              selection,
              stakeFen,
              oddsMilli: 49_000,
              draw: { numbers: [...normals, special], drawTimeMs: at },
            }).payoutFen
          }
          expect(paid).toBe(49 * stakeFen)
        },
      ),
      { numRuns: 50 },
    )
  })

  it('returns the stake exactly on average over all 49 特码 for 两面 大 at its fair odds 2, counting the 49 push', () => {
    const play = playById('sm.liangmian')!
    fc.assert(
      fc.property(
        fc.constantFrom('大', '小', '单', '双'),
        fc.integer({ min: 1, max: 10_000_000 }),
        (cell, stakeFen) => {
          let paid = 0
          for (let special = 1; special <= 49; special++) {
            const normals = range(1, 49)
              .filter((n) => n !== special)
              .slice(0, 6)
            const draw = { numbers: [...normals, special], drawTimeMs: FIRST }
            paid += settleBet({
              play,
              selection: { kind: 'single', cell },
              stakeFen,
              oddsMilli: 2_000,
              draw,
            }).payoutFen
          }
          expect(paid).toBe(49 * stakeFen)
        },
      ),
      { numRuns: 20 },
    )
  })
})
