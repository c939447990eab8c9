import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  HONGBAO_MAX_COUNT,
  HONGBAO_MAX_FEN,
  hongbaoError,
  hongbaoTexts,
  redPacketState,
  splitHongbao,
} from './hongbao'
import { decodeBase64Utf8, encodeBase64Utf8, maskName, winNoticeOf, winNoticeText } from './notices'

describe('win notices', () => {
  it('encodes the account in base64 and the reward in 元', () => {
    const notice = winNoticeOf({ nickname: 'n', account: 'demo01', gameName: 'g', payoutFen: 123_450 })
    expect(notice).toEqual({ nickname: 'n', userName: 'ZGVtbzAx', gameName: 'g', reward: 1234.5 })
  })

  it('round-trips UTF-8 names and reads bad base64 as empty', () => {
    expect(decodeBase64Utf8(encodeBase64Utf8('张三丰abc'))).toBe('张三丰abc')
    expect(decodeBase64Utf8('%%%')).toBe('')
  })

  it('masks names for guests', () => {
    expect(maskName('demo01')).toBe('de***1')
    expect(maskName('abc')).toBe('a***')
    expect(maskName('')).toBe('')
  })

  it('shows members the nickname cut to 8 and guests the masked account', () => {
    const notice = winNoticeOf({
      nickname: '一二三四五六七八九',
      account: 'player88',
      gameName: '新澳门六合彩新澳门六合彩',
      payoutFen: 88_800,
    })
    expect(winNoticeText(notice, false)).toEqual({
      nickname: '一二三四五六七八...',
      gameName: '新澳门六合彩新澳...',
      reward: '888元',
    })
    expect(winNoticeText(notice, true).nickname).toBe('pl***8')
  })
})

describe('red packets', () => {
  it('refuses bad forms with a Chinese message', () => {
    expect(hongbaoError({ amountFen: 100, count: 0 })).toBe(hongbaoTexts.count)
    expect(hongbaoError({ amountFen: 100, count: HONGBAO_MAX_COUNT + 1 })).toBe(hongbaoTexts.count)
    expect(hongbaoError({ amountFen: 4, count: 5 })).toBe(hongbaoTexts.amount)
    expect(hongbaoError({ amountFen: 1.5, count: 1 })).toBe(hongbaoTexts.amount)
    expect(hongbaoError({ amountFen: HONGBAO_MAX_FEN + 1, count: 1 })).toBe(hongbaoTexts.max)
    expect(hongbaoError({ amountFen: 100, count: 1, greeting: 'x'.repeat(21) })).toBe(hongbaoTexts.greeting)
    expect(hongbaoError({ amountFen: 100, count: 100 })).toBeUndefined()
  })

  it('splits into count shares of at least 1 fen that sum to the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: HONGBAO_MAX_COUNT }),
        fc.integer({ min: 0, max: HONGBAO_MAX_FEN }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (count, extra, stream) => {
          const amount = Math.min(HONGBAO_MAX_FEN, count + extra)
          const it = stream[Symbol.iterator]()
          const shares = splitHongbao(amount, count, () => it.next().value as number)
          expect(shares).toHaveLength(count)
          expect(shares.every((s) => Number.isInteger(s) && s >= 1)).toBe(true)
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount)
        },
      ),
    )
  })

  it('throws on an invalid form', () => {
    expect(() => splitHongbao(1, 2, Math.random)).toThrow(RangeError)
  })
})

describe('redPacketState', () => {
  it('is opened once the viewer holds a share, grabbed-out when none is left for them, else closed', () => {
    expect(redPacketState({ remainingCount: 3 })).toBe('closed')
    expect(redPacketState({ remainingCount: 3, myShareFen: 0 })).toBe('opened')
    expect(redPacketState({ remainingCount: 0, myShareFen: 120 })).toBe('opened')
    expect(redPacketState({ remainingCount: 0 })).toBe('grabbed-out')
    expect(redPacketState({ remainingCount: 2, expired: true })).toBe('grabbed-out')
  })
})
