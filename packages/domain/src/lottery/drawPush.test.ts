import { describe, expect, it } from 'vitest'
import { macauDraws } from '../test-support/draws'
import { parseChinaTime } from '../time/chinaTime'
import { drawPushBody, drawPushOf, drawPushTag, drawPushTitle, readDrawPush } from './drawPush'

const game = { gameId: 110, gameName: '新澳门六合彩' }

describe('drawPushOf', () => {
  it('carries the seven balls of a real Macau draw with the feed’s zodiacs, and the history path', () => {
    const real = macauDraws.at(-1)!
    const push = drawPushOf(game, {
      turnNum: real.issue,
      openNum: real.numbers.map((n) => String(n).padStart(2, '0')).join(','),
      openTime: parseChinaTime(real.openTime),
    })
    expect(push).toEqual({
      gameId: 110,
      gameName: '新澳门六合彩',
      issue: real.issue,
      balls: real.numbers.map((n, i) => ({ number: String(n).padStart(2, '0'), zodiac: real.zodiac[i] })),
      url: '/lottery-history/110',
      title: `新澳门六合彩 第${real.issue}期开奖`,
      body: expect.stringMatching(
        /^(\d{2}[鼠牛虎兔龙蛇马羊猴鸡狗猪] ){6}\+ \d{2}[鼠牛虎兔龙蛇马羊猴鸡狗猪]$/,
      ),
      tag: 'draw-110',
    })
  })

  it('is null for a result that is not a complete six-mark result', () => {
    const at = parseChinaTime('2026-05-18 21:32:00')
    expect(drawPushOf(game, { turnNum: '1', openNum: '01,02,03', openTime: at })).toBeNull()
    expect(drawPushOf(game, { turnNum: '1', openNum: '01,02,03,04,05,06,06', openTime: at })).toBeNull()
  })
})

describe('the notification text', () => {
  // 2026-05-18 is in the lunar year of the horse (马): 01 is 马, and each number steps one animal back.
  const push = drawPushOf(game, {
    turnNum: '2026138',
    openNum: '01,12,23,34,45,46,49',
    openTime: parseChinaTime('2026-05-18 21:32:00'),
  })!

  it('titles the game and issue, lists six balls then + the special one, tags per game', () => {
    expect(drawPushTitle(push)).toBe('新澳门六合彩 第2026138期开奖')
    expect(drawPushBody(push)).toBe('01马 12羊 23猴 34鸡 45狗 46鸡 + 49马')
    expect(drawPushTag(110)).toBe('draw-110')
    expect(push).toMatchObject({ title: drawPushTitle(push), body: drawPushBody(push), tag: 'draw-110' })
  })

  it('reads back what was sent as JSON, and nothing else', () => {
    expect(readDrawPush(JSON.parse(JSON.stringify(push)))).toEqual(push)
    expect(readDrawPush({ ...push, balls: push.balls.slice(1) })).toBeNull()
    expect(readDrawPush('hello')).toBeNull()
  })
})
