import { fromChinaTime, lotteryKinds } from '@liuhe/domain'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { BallRow } from './BallRow'

// Macau 2026138, drawn 2026-05-18 21:32:32, as the real feed labels it.
const numbers = [38, 22, 6, 24, 20, 46, 49]
const zodiacs = ['蛇', '鸡', '牛', '羊', '猪', '鸡', '马']
const drawTime = fromChinaTime(2026, 5, 18, 21, 32, 32)

describe('BallRow', () => {
  it('lists seven balls with their zodiac labels and marks the seventh as the special number', () => {
    render(<BallRow numbers={numbers} drawTime={drawTime} label="第2026138期开奖结果" />)
    const list = screen.getByRole('list', { name: '第2026138期开奖结果' })
    expect(list).toHaveAttribute('data-kind', 'sixMark')
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

  it('leaves out the zodiac without a draw time', () => {
    render(<BallRow numbers={[7]} />)
    expect(screen.getByRole('img')).toHaveAccessibleName('07 红波')
  })

  it('shows racing positions as numbered squares in their colours', () => {
    render(<BallRow kind="racing" numbers={[3, 7, 10, 1, 5, 9, 2, 8, 4, 6]} label="赛车" />)
    const squares = within(screen.getByRole('list', { name: '赛车' })).getAllByRole('img')
    expect(squares).toHaveLength(10)
    expect(squares[0]).toHaveAccessibleName('第1名 03')
    expect(squares[2]).toHaveAccessibleName('第3名 10')
    expect(squares[2]).toHaveTextContent('10')
    expect(squares.map((s) => s.dataset.number)).toEqual(['3', '7', '10', '1', '5', '9', '2', '8', '4', '6'])
  })

  it('draws each die with as many pips as its face and adds the sum', () => {
    const { container } = render(<BallRow kind="quickThree" numbers={[2, 5, 6]} label="快三" />)
    const dice = screen.getAllByRole('img')
    expect(dice.map((d) => d.getAttribute('aria-label'))).toEqual(['2点', '5点', '6点'])
    expect(dice.map((d) => d.querySelectorAll('span[class]').length)).toEqual([2, 5, 6])
    expect(container.querySelector('[data-sum]')).toHaveTextContent('和值13')
  })

  it('shows time-based digits, zero included', () => {
    render(<BallRow kind="timeBased" numbers={[4, 0, 9, 1, 7]} label="时时彩" />)
    expect(screen.getAllByRole('img').map((d) => d.textContent)).toEqual(['4', '0', '9', '1', '7'])
  })

  it('refuses numbers outside the kind', () => {
    expect(() => render(<BallRow kind="racing" numbers={[11]} />)).toThrow(RangeError)
    expect(() => render(<BallRow kind="quickThree" numbers={[7]} />)).toThrow(RangeError)
    expect(() => render(<BallRow kind="timeBased" numbers={[10]} />)).toThrow(RangeError)
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <>
      {lotteryKinds.map((kind) => (
        <BallRow
          key={kind}
          kind={kind}
          label={kind}
          drawTime={drawTime}
          numbers={{ sixMark: numbers, racing: [1, 2, 3], quickThree: [1, 2, 3], timeBased: [0, 1, 2] }[kind]}
        />
      ))}
    </>
  ))
})
