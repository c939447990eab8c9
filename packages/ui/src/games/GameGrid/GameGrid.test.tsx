import { gameCenterTexts } from '@liuhe/domain'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { installFakeIntersectionObserver } from '../../test/fakes'
import { GameTile, type GameTileData, gameTileShapes } from '../GameTile/GameTile'
import { GameGrid, type GameGridProps } from './GameGrid'

const games: GameTileData[] = [
  {
    gameId: 1,
    gameName: '麻将胡了',
    imageUrl: '/1.png',
    landscapeUrl: '/1w.png',
    isFollow: 0,
    inMaintenance: false,
  },
  {
    gameId: 2,
    gameName: '赏金船长',
    imageUrl: '/2.png',
    landscapeUrl: '/2w.png',
    isFollow: 1,
    inMaintenance: false,
  },
  {
    gameId: 3,
    gameName: '百家乐',
    imageUrl: '/3.png',
    landscapeUrl: '/3w.png',
    isFollow: 0,
    inMaintenance: true,
  },
]

function Grid(props: Partial<GameGridProps>) {
  return (
    <GameGrid
      games={games}
      shape="square"
      hasMore
      onLoadMore={() => {}}
      onLaunch={() => {}}
      onToggleFollow={() => {}}
      aria-label="电子"
      {...props}
    />
  )
}

const grid = () => screen.getByRole('list', { name: '电子' })

describe('GameGrid', () => {
  let observers: ReturnType<typeof installFakeIntersectionObserver>
  beforeEach(() => {
    observers = installFakeIntersectionObserver()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('lists one tile per game, named by the game, 维护中 on the one in maintenance', () => {
    render(<Grid />)
    const tiles = within(grid()).getAllByRole('listitem')
    const names = ['麻将胡了', '赏金船长', `百家乐 ${gameCenterTexts.maintenance}`]
    expect(tiles).toHaveLength(names.length)
    names.forEach((name, i) => {
      expect(within(tiles[i]!).getByRole('button', { name })).toBeInTheDocument()
    })
    expect(screen.getByRole('button', { name: names[2] })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: names[0] })).not.toHaveAttribute('aria-disabled')
  })

  it.each(gameTileShapes)('lays out %s tiles: the grid and every tile carry the shape', (shape) => {
    render(<Grid shape={shape} />)
    expect(grid().closest('[data-shape]')).toHaveAttribute('data-shape', shape)
    for (const tile of within(grid()).getAllByRole('listitem'))
      expect(tile.querySelector('[data-shape]')).toHaveAttribute('data-shape', shape)
  })

  it('passes launches and follows through with the game id', async () => {
    const user = userEvent.setup()
    const onLaunch = vi.fn()
    const onToggleFollow = vi.fn()
    render(<Grid onLaunch={onLaunch} onToggleFollow={onToggleFollow} />)
    await user.click(screen.getByRole('button', { name: '赏金船长' }))
    expect(onLaunch).toHaveBeenCalledExactlyOnceWith(2)
    const star = screen.getByRole('button', { name: '关注赏金船长' })
    expect(star).toHaveAttribute('aria-pressed', 'true')
    await user.click(star)
    expect(onToggleFollow).toHaveBeenCalledExactlyOnceWith(2)
  })

  it('renders each tile through renderTile with the props it would give GameTile', async () => {
    const user = userEvent.setup()
    const onLaunch = vi.fn()
    render(
      <Grid
        shape="wide"
        onLaunch={onLaunch}
        renderTile={(tile) => <GameTile {...tile} game={{ ...tile.game, isFollow: 1 }} />}
      />,
    )
    for (const game of games)
      expect(screen.getByRole('button', { name: `关注${game.gameName}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
    for (const tile of within(grid()).getAllByRole('listitem'))
      expect(tile.querySelector('[data-shape]')).toHaveAttribute('data-shape', 'wide')
    await user.click(screen.getByRole('button', { name: '麻将胡了' }))
    expect(onLaunch).toHaveBeenCalledExactlyOnceWith(1)
  })

  it('hides the follow stars without a follow callback', () => {
    render(<Grid onToggleFollow={undefined} />)
    expect(screen.queryByRole('button', { name: /^关注/ })).not.toBeInTheDocument()
  })

  it('asks for the next page when its end nears, not while a page loads', () => {
    const onLoadMore = vi.fn()
    const { rerender } = render(<Grid onLoadMore={onLoadMore} />)
    act(() => observers.at(-1)?.trigger())
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    rerender(<Grid onLoadMore={onLoadMore} loading />)
    expect(screen.getByRole('list', { name: '电子' }).parentElement).toHaveAttribute('aria-busy', 'true')
    for (const observer of observers) act(() => observer.trigger())
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('ends with 没有更多游戏了 once there are no more pages', () => {
    render(<Grid hasMore={false} />)
    expect(screen.getByText(gameCenterTexts.endOfList)).toBeInTheDocument()
  })

  it('shows 暂无数据 for an empty category', () => {
    render(<Grid games={[]} hasMore={false} />)
    expect(screen.getByText(gameCenterTexts.empty)).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(screen.queryByText(gameCenterTexts.endOfList)).not.toBeInTheDocument()
  })

  it('shows a failed load with 重试', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    render(<Grid error="网络错误" onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('网络错误')
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('moves focus tile by tile with Tab: each launch button, then its star', async () => {
    const user = userEvent.setup()
    const onLaunch = vi.fn()
    render(<Grid onLaunch={onLaunch} />)
    const order = ['麻将胡了', '关注麻将胡了', '赏金船长', '关注赏金船长']
    for (const name of order) {
      await user.tab()
      expect(screen.getByRole('button', { name })).toHaveFocus()
    }
    await user.keyboard('{Enter}')
    expect(onLaunch).not.toHaveBeenCalled()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(onLaunch).toHaveBeenCalledExactlyOnceWith(3)
  })

  for (const shape of gameTileShapes) {
    describe(`${shape} tiles`, () => {
      itHasNoAxeViolationsInEveryTheme(() => <Grid shape={shape} />)
    })
  }

  describe('empty', () => {
    itHasNoAxeViolationsInEveryTheme(() => <Grid games={[]} hasMore={false} />)
  })
})
