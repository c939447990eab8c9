import { fromChinaTime } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { drawShowOf, momentAt, openNumAt } from './drawShow'
import { frameSvg } from './frames'

const draw = {
  turnNum: '2026139',
  openNum: '01,12,23,34,45,46,49',
  openTime: fromChinaTime(2026, 5, 19, 21, 32),
}

describe('drawShowOf', () => {
  const show = drawShowOf({ gameName: '新澳门六合彩' }, draw)!

  it('reveals the six numbers one by one and the special number last, in 26 s', () => {
    expect(show.durationMs).toBe(26_000)
    expect(show.balls.map((b) => b.atMs)).toEqual([3000, 6000, 9000, 12000, 15000, 18000, 22000])
    expect(show.balls.map((b) => b.special)).toEqual([false, false, false, false, false, false, true])
    expect(openNumAt(show, 2_999)).toBe('')
    expect(openNumAt(show, 6_000)).toBe('01,12')
    expect(openNumAt(show, 21_999)).toBe('01,12,23,34,45,46')
    expect(momentAt(show, 22_000)).toMatchObject({ complete: true, drawing: undefined })
  })

  it('gives each ball its colour and zodiac at the draw time', () => {
    // 2026 is a year of the horse (马): 01 is 马, 12 steps eleven back, 49 shares 01's.
    expect(show.balls[0]).toMatchObject({ label: '01', color: 'red', colorLabel: '红波', zodiac: '马' })
    expect(show.balls[1]).toMatchObject({ label: '12', color: 'red', zodiac: '羊' })
    expect(show.balls[6]).toMatchObject({ label: '49', color: 'green', zodiac: '马' })
    expect(show.time).toBe('2026-05-19 21:32:00')
  })

  it('is null for a result that is not a complete six-mark draw', () => {
    expect(drawShowOf({ gameName: 'x' }, { ...draw, openNum: '01,02,03' })).toBeNull()
  })

  it('draws only the balls out so far, with the game, issue and status', () => {
    const frame = frameSvg(show, 6_500, true)
    expect(frame).toContain('新澳门六合彩')
    expect(frame).toContain('第2026139期 开奖直播')
    expect(frame).toContain('>12</text>')
    expect(frame).not.toContain('>23</text>')
    expect(frame).toContain('正在开出第3个号码')
    expect(frameSvg(show, 25_000, false)).toContain('开奖完毕')
  })
})
