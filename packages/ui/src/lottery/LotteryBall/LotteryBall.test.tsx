import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { InTheme } from '../../test/themes'
import { themeNames } from '../../theme/themes'
import { ballSizes, LotteryBall } from './LotteryBall'

describe('LotteryBall', () => {
  it('shows the two-digit number and names number, colour and zodiac', () => {
    render(<LotteryBall number={7} zodiac="猪" />)
    const ball = screen.getByRole('img', { name: '07 红波 猪' })
    expect(ball).toHaveTextContent('07')
    expect(ball).toHaveAttribute('data-color', 'red')
  })

  it('takes its colour from the number', () => {
    render(
      <>
        <LotteryBall number={3} />
        <LotteryBall number={5} />
      </>,
    )
    expect(screen.getByRole('img', { name: '03 蓝波' })).toHaveAttribute('data-color', 'blue')
    expect(screen.getByRole('img', { name: '05 绿波' })).toHaveAttribute('data-color', 'green')
  })

  it('adds a description for screen readers', () => {
    render(<LotteryBall number={49} zodiac="马" description="特码" />)
    expect(screen.getByRole('img', { name: '49 绿波 马 特码' })).toBeInTheDocument()
  })

  it('refuses a number outside 1–49', () => {
    expect(() => render(<LotteryBall number={50} />)).toThrow(RangeError)
  })

  for (const theme of themeNames) {
    it(`has no serious accessibility violations in ${theme}, every size`, async () => {
      const { container } = render(
        <InTheme theme={theme}>
          {ballSizes.map((size) => (
            <LotteryBall key={size} number={12} zodiac="龙" size={size} />
          ))}
        </InTheme>,
      )
      await expectNoAxeViolations(container)
    })
  }
})
