import { fromChinaTime } from '@liuhe/domain'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { BallRow } from './BallRow'

// Macau 2026138, drawn 2026-05-18 21:32:32, as the real feed labels it.
const numbers = [38, 22, 6, 24, 20, 46, 49]
const zodiacs = ['蛇', '鸡', '牛', '羊', '猪', '鸡', '马']
const drawTime = fromChinaTime(2026, 5, 18, 21, 32, 32)

describe('BallRow', () => {
  it('lists seven balls with their zodiac labels and marks the seventh as the special number', () => {
    render(<BallRow numbers={numbers} drawTime={drawTime} label="第2026138期开奖结果" />)
    const list = screen.getByRole('list', { name: '第2026138期开奖结果' })
    const balls = within(list).getAllByRole('img')
    expect(balls.map((b) => b.textContent)).toEqual(
      numbers.map((n, i) => `${String(n).padStart(2, '0')}${zodiacs[i]}`),
    )
    expect(balls[6]).toHaveAccessibleName('49 绿波 马 特码')
    expect(balls[0]).toHaveAccessibleName('38 绿波 蛇')
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.dataset.special),
    ).toHaveLength(1)
  })

  it('labels by the lunar year of the draw time', () => {
    render(<BallRow numbers={[1, 2, 3, 4, 5, 6, 7]} drawTime={fromChinaTime(2025, 1, 28, 21, 32)} />)
    // 2025-01-28 is still the dragon year: 正月初一 is 29 January.
    expect(screen.getAllByRole('img')[0]).toHaveAccessibleName('01 红波 龙')
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(<BallRow numbers={numbers} drawTime={drawTime} label="开奖结果" />)
    await expectNoAxeViolations(container)
  })
})
