import { describe, expect, it } from 'vitest'
import { playById } from '../betting/catalogue'
import type { LotteryKind } from '../lottery/kinds'
import { sideLayouts } from './history'
import { streakBetTarget } from './streakBets'

describe('streakBetTarget', () => {
  it('names the play, position and cells of six-mark, racing, quick-three and time-based streaks', () => {
    expect(streakBetTarget('sixMark', { position: '特码', attribute: '合数大小' })).toEqual({
      playId: 'sm.liangmian',
      sides: [
        { value: '合数大', cell: '合大' },
        { value: '合数小', cell: '合小' },
      ],
    })
    expect(streakBetTarget('sixMark', { position: '总和', attribute: '单双' })?.sides[1]).toEqual({
      value: '双',
      cell: '总双',
    })
    expect(streakBetTarget('racing', { position: '第三名', attribute: '龙虎' })).toMatchObject({
      playId: 'rc.longhu',
      position: 3,
    })
    expect(streakBetTarget('racing', { position: '冠亚和', attribute: '大小' })?.sides[0]?.cell).toBe(
      '冠亚大',
    )
    expect(streakBetTarget('timeBased', { position: '第二球', attribute: '单双' })).toMatchObject({
      playId: 'ssc.liangmian',
      position: 2,
    })
    expect(streakBetTarget('timeBased', { position: '总和', attribute: '龙虎' })?.playId).toBe('ssc.longhuhe')
    expect(streakBetTarget('quickThree', { position: '总和', attribute: '单双' })).toBeNull()
    expect(streakBetTarget('sixMark', { position: '正码', attribute: '大小' })).toBeNull()
  })

  it('points every sold attribute of every layout at a real cell of a real play', () => {
    for (const kind of Object.keys(sideLayouts) as LotteryKind[]) {
      for (const { position, attributes } of sideLayouts[kind]) {
        for (const { attribute } of attributes) {
          const target = streakBetTarget(kind, { position, attribute })
          if (!target) continue
          const play = playById(target.playId)
          expect(play, `${kind} ${position} ${attribute}`).toBeDefined()
          const keys = play!.cells.map((c) => c.key)
          for (const side of target.sides)
            expect(keys, `${kind} ${position} ${attribute}`).toContain(side.cell)
        }
      }
    }
  })
})
