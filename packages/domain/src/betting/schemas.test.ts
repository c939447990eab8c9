import { describe, expect, it } from 'vitest'
import { bettingPlays, playById } from './catalogue'
import { betFormTexts } from './formTexts'
import { betFormSchema, playOddsSchema, selectionSchema } from './schemas'
import { parlayOptions } from './sixMarkPlays'

describe('bet form schemas', () => {
  it('reads every default odds table of the catalogue', () => {
    for (const play of bettingPlays) expect(playOddsSchema.safeParse(play.odds).success, play.id).toBe(true)
  })

  it('reads each selection shape and refuses unknown ones', () => {
    for (const selection of [
      { kind: 'single', cell: '07' },
      { kind: 'cells', cells: ['鼠', '牛'] },
      { kind: 'danTuo', dan: ['01'], tuo: ['02', '03'] },
      { kind: 'position', position: 3, cell: '17' },
      {
        kind: 'parlay',
        legs: [
          { position: 1, cells: ['大'] },
          { position: 2, cells: ['单', '双'] },
        ],
      },
    ]) {
      expect(selectionSchema.parse(selection)).toEqual(selection)
    }
    // A 过关 复式 leg may take every option of its 正码.
    const allOptions = [...parlayOptions]
    expect(allOptions).toHaveLength(13)
    expect(
      selectionSchema.safeParse({ kind: 'parlay', legs: [{ position: 1, cells: allOptions }] }).success,
    ).toBe(true)
    expect(selectionSchema.safeParse({ kind: 'all' }).success).toBe(false)
    expect(selectionSchema.safeParse({ kind: 'cells', cells: [] }).success).toBe(false)
  })

  it('asks for a whole, positive amount in 元 with the form messages', () => {
    const form = (stake: unknown) => ({
      gameId: 110,
      turnNum: '2026139',
      idempotencyKey: 'k-12345678',
      bets: [{ playId: 'sm.tema.a', selection: { kind: 'single', cell: '07' }, stake }],
    })
    expect(betFormSchema.safeParse(form(10)).success).toBe(true)
    const message = (stake: unknown) => betFormSchema.safeParse(form(stake)).error?.issues[0]?.message
    expect(message(undefined)).toBe(betFormTexts.amountRequired)
    expect(message(0)).toBe(betFormTexts.amountRequired)
    expect(message(10.5)).toBe(betFormTexts.amountWhole)
    expect(betFormSchema.safeParse({ ...form(10), bets: [] }).error?.issues[0]?.message).toBe(
      betFormTexts.nothingPicked,
    )
    expect(playById('sm.tema.a')).toBeDefined()
  })
})
