import { fromChinaTime } from '@liuhe/domain'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { expectNoAxeViolations } from '../../test/axe'
import { appLinkHrefs, withAppLinks } from '../../test/links'
import { DrawCard } from './DrawCard'

const card = {
  gameId: 110,
  gameName: '新澳门六合彩',
  previous: {
    turnNum: '2026138',
    numbers: [38, 22, 6, 24, 20, 46, 49],
    drawTime: fromChinaTime(2026, 5, 18, 21, 32, 32),
  },
  next: { turnNum: '2026139', closeTime: 7_200_000, serverTime: 0 },
}
const links = {
  historyHref: '/history/110',
  replaysHref: '/history/110?replays',
  analysisHref: '/analysis/110',
}
const props = { ...card, ...links }

afterEach(() => vi.useRealTimers())

describe('DrawCard', () => {
  it('shows the previous result with zodiacs, the countdown and the links it is given', async () => {
    const { container } = render(<DrawCard {...props} />)
    const card = screen.getByRole('region', { name: '新澳门六合彩' })
    expect(card).toHaveAttribute('data-state', 'result')
    expect(card).toHaveTextContent('第2026138期开奖结果')
    const balls = within(screen.getByRole('list', { name: '第2026138期开奖号码' })).getAllByRole('img')
    expect(balls).toHaveLength(7)
    expect(balls[6]).toHaveAccessibleName('49 绿波 马 特码')
    expect(screen.getByRole('timer')).toHaveAccessibleName('距离第2026139期开奖 02时00分00秒')
    const links = within(screen.getByRole('navigation', { name: '新澳门六合彩链接' })).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['历史开奖', '/history/110'],
      ['开奖回放', '/history/110?replays'],
      ['资料分析', '/analysis/110'],
    ])
    await expectNoAxeViolations(container)
  })

  it('knows no addresses of its own: only the links given show, none without addresses', () => {
    const { rerender } = render(<DrawCard {...card} analysisHref={links.analysisHref} />)
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['资料分析'])
    rerender(<DrawCard {...card} />)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it("renders its links with the app's link component", () => {
    render(withAppLinks(<DrawCard {...props} />))
    expect(appLinkHrefs()).toEqual(['/history/110', '/history/110?replays', '/analysis/110'])
  })

  it('says so when there is no previous result', () => {
    render(<DrawCard {...props} previous={null} />)
    expect(screen.getByText('暂无开奖结果')).toBeInTheDocument()
  })

  it('offers the replay when asked to', async () => {
    const user = userEvent.setup()
    const onReplay = vi.fn()
    render(<DrawCard {...props} onReplay={onReplay} />)
    await user.click(screen.getByRole('button', { name: '回放' }))
    expect(onReplay).toHaveBeenCalledOnce()
  })

  it('streams: numbers drawn so far, placeholders for the rest, 直播中 and a clock', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00+08:00') })
    render(<DrawCard {...props} streaming={{ numbers: [12, 5, 33] }} />)
    const card = screen.getByRole('region', { name: '新澳门六合彩' })
    expect(card).toHaveAttribute('data-state', 'streaming')
    expect(card).toHaveTextContent('直播中')
    expect(card).toHaveTextContent('当前时间 12:00:00')
    act(() => vi.advanceTimersByTime(2000))
    expect(card).toHaveTextContent('当前时间 12:00:02')
    const live = within(screen.getByRole('list', { name: '第2026139期直播开奖号码' })).getAllByRole('img')
    expect(live.map((b) => b.getAttribute('aria-label')?.slice(0, 2))).toEqual(['12', '05', '33'])
    expect(card.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(4)
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
  })

  it('names the streamed turn when it is given (the platform drew it: the open turn is the next)', () => {
    render(<DrawCard {...props} streaming={{ numbers: [12], turnNum: '2026138' }} />)
    expect(screen.getByRole('list', { name: '第2026138期直播开奖号码' })).toBeInTheDocument()
  })

  it('shows 开奖中… once the countdown ends, until the next turn arrives', () => {
    vi.useFakeTimers({ now: 0 })
    const onCountdownEnd = vi.fn()
    const next = { turnNum: '2026139', closeTime: 2000, serverTime: 0 }
    const { rerender } = render(<DrawCard {...props} next={next} onCountdownEnd={onCountdownEnd} />)
    act(() => vi.advanceTimersByTime(3000))
    expect(onCountdownEnd).toHaveBeenCalledOnce()
    expect(screen.getByRole('status')).toHaveTextContent('开奖中…')
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'opening')
    rerender(
      <DrawCard
        {...props}
        previous={{ ...props.previous, turnNum: '2026139' }}
        next={{ turnNum: '2026140', closeTime: 90_000, serverTime: 3000 }}
      />,
    )
    expect(screen.queryByText('开奖中…')).not.toBeInTheDocument()
    expect(screen.getByRole('timer')).toBeInTheDocument()
  })

  it('has a compact variant with small balls and no links', () => {
    render(<DrawCard {...props} variant="compact" />)
    expect(screen.getByRole('region')).toHaveAttribute('data-variant', 'compact')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(screen.getAllByRole('img')).toHaveLength(7)
  })

  it('shows other lottery kinds', () => {
    render(<DrawCard {...props} kind="quickThree" previous={{ ...props.previous, numbers: [1, 2, 3] }} />)
    expect(screen.getAllByRole('img').map((d) => d.getAttribute('aria-label'))).toEqual(['1点', '2点', '3点'])
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <>
      <DrawCard {...props} onReplay={() => undefined} />
      <DrawCard {...props} gameId={111} streaming={{ numbers: [1, 2] }} />
      <DrawCard {...props} gameId={112} opening variant="compact" />
    </>
  ))
})
