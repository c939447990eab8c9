import { gameCenterTexts } from '@liuhe/domain'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { GameTile, type GameTileData, type GameTileProps, gameTileShapes } from './GameTile'

const game: GameTileData = {
  gameId: 1006,
  gameName: '麻将胡了',
  imageUrl: '/games/1006.png',
  landscapeUrl: '/games/1006-wide.png',
  isFollow: 0,
  inMaintenance: false,
}

/** A tile whose follow star flips isFollow, as the game center does before saving. */
function FollowHarness({ onToggleFollow }: { onToggleFollow: GameTileProps['onToggleFollow'] }) {
  const [isFollow, setIsFollow] = useState(0)
  return (
    <GameTile
      game={{ ...game, isFollow }}
      onLaunch={() => {}}
      onToggleFollow={(gameId) => {
        setIsFollow((f) => 1 - f)
        onToggleFollow?.(gameId)
      }}
    />
  )
}

const launchButton = () => screen.getByRole('button', { name: '麻将胡了' })
const star = () => screen.getByRole('button', { name: '关注麻将胡了' })

describe('GameTile', () => {
  it('is named by the game and launches it when pressed', async () => {
    const user = userEvent.setup()
    const onLaunch = vi.fn()
    render(<GameTile game={game} onLaunch={onLaunch} />)
    expect(launchButton()).not.toHaveAttribute('aria-disabled')
    expect(screen.queryByText(gameCenterTexts.maintenance)).not.toBeInTheDocument()
    await user.click(launchButton())
    expect(onLaunch).toHaveBeenCalledExactlyOnceWith(1006)
  })

  it('shows 维护中 over a game in maintenance, marks it aria-disabled and leaves the refusal to the launch flow', async () => {
    const user = userEvent.setup()
    const onLaunch = vi.fn()
    const { container } = render(<GameTile game={{ ...game, inMaintenance: true }} onLaunch={onLaunch} />)
    const button = screen.getByRole('button', { name: `麻将胡了 ${gameCenterTexts.maintenance}` })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText(gameCenterTexts.maintenance)).toBeVisible()
    expect(container.querySelector('[data-maintenance]')).not.toBeNull()
    await user.click(button)
    expect(onLaunch).toHaveBeenCalledExactlyOnceWith(1006)
  })

  it('hides the follow star without a follow callback', () => {
    render(<GameTile game={game} onLaunch={() => {}} />)
    expect(screen.getAllByRole('button')).toHaveLength(1)
  })

  it('shows the follow state on the star and reports each press', async () => {
    const user = userEvent.setup()
    const onToggleFollow = vi.fn()
    render(<FollowHarness onToggleFollow={onToggleFollow} />)
    expect(star()).toHaveAttribute('aria-pressed', 'false')
    await user.click(star())
    expect(star()).toHaveAttribute('aria-pressed', 'true')
    await user.click(star())
    expect(star()).toHaveAttribute('aria-pressed', 'false')
    expect(onToggleFollow.mock.calls).toEqual([[1006], [1006]])
  })

  it('starts pressed for a followed game, and pressing the star does not launch', async () => {
    const user = userEvent.setup()
    const onLaunch = vi.fn()
    const onToggleFollow = vi.fn()
    render(<GameTile game={{ ...game, isFollow: 1 }} onLaunch={onLaunch} onToggleFollow={onToggleFollow} />)
    expect(star()).toHaveAttribute('aria-pressed', 'true')
    await user.click(star())
    expect(onToggleFollow).toHaveBeenCalledExactlyOnceWith(1006)
    expect(onLaunch).not.toHaveBeenCalled()
  })

  it('works from the keyboard: Tab to the tile, Enter launches; Tab to the star, Space follows', async () => {
    const user = userEvent.setup()
    const onLaunch = vi.fn()
    const onToggleFollow = vi.fn()
    render(<GameTile game={game} onLaunch={onLaunch} onToggleFollow={onToggleFollow} />)
    await user.tab()
    expect(launchButton()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onLaunch).toHaveBeenCalledExactlyOnceWith(1006)
    await user.tab()
    expect(star()).toHaveFocus()
    await user.keyboard(' ')
    expect(onToggleFollow).toHaveBeenCalledExactlyOnceWith(1006)
  })

  it.each(gameTileShapes)('exposes the %s shape and shows the matching image', (shape) => {
    const { container } = render(<GameTile game={game} shape={shape} onLaunch={() => {}} />)
    expect(container.querySelector('[data-shape]')).toHaveAttribute('data-shape', shape)
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      shape === 'wide' ? game.landscapeUrl : game.imageUrl,
    )
  })

  it('is square by default', () => {
    const { container } = render(<GameTile game={game} onLaunch={() => {}} />)
    expect(container.querySelector('[data-shape]')).toHaveAttribute('data-shape', 'square')
  })

  describe('square, not followed', () => {
    itHasNoAxeViolationsInEveryTheme(() => (
      <GameTile game={game} onLaunch={() => {}} onToggleFollow={() => {}} />
    ))
  })

  describe('wide, followed, in maintenance', () => {
    itHasNoAxeViolationsInEveryTheme(() => (
      <GameTile
        game={{ ...game, isFollow: 1, inMaintenance: true }}
        shape="wide"
        onLaunch={() => {}}
        onToggleFollow={() => {}}
      />
    ))
  })
})
