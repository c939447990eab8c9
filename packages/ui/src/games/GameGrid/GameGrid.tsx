import { gameCenterTexts } from '@liuhe/domain'
import type { ReactNode } from 'react'
import { InfiniteList } from '../../primitives/InfiniteList/InfiniteList'
import { GameTile, type GameTileData, type GameTileProps, type GameTileShape } from '../GameTile/GameTile'
import * as styles from './GameGrid.css'

/** Props of {@link GameGrid}. */
export interface GameGridProps {
  /** Games loaded so far. */
  games: readonly GameTileData[]
  /** Square tiles three per row, or wide tiles one per row (live and sport). */
  shape: GameTileShape
  /** Whether more pages exist; without more, 没有更多游戏了 ends the list. */
  hasMore: boolean
  /** True while a page loads. */
  loading?: boolean
  /** Message of a failed load, shown with 重试. */
  error?: string | null
  /** Asks for the next page (30 games) when the end nears. */
  onLoadMore: () => void
  /** Called by 重试. */
  onRetry?: () => void
  /** Called when a tile is pressed. */
  onLaunch: (gameId: GameTileData['gameId']) => void
  /** Called by a tile's follow star. */
  onToggleFollow?: (gameId: GameTileData['gameId']) => void
  /** Renders a tile from the props the grid gives it (a tile that keeps its own state); `GameTile` by default. */
  renderTile?: (tile: GameTileProps) => ReactNode
  /** Accessible name of the list, e.g. the category. */
  'aria-label': string
}

/** The game grid with paging: 暂无数据 when empty, 没有更多游戏了 at the end. */
export function GameGrid({
  games,
  shape,
  hasMore,
  loading,
  error,
  onLoadMore,
  onRetry,
  onLaunch,
  onToggleFollow,
  renderTile = (tile) => <GameTile {...tile} />,
  'aria-label': label,
}: GameGridProps) {
  return (
    <div data-shape={shape}>
      <InfiniteList
        items={games}
        getKey={(g) => g.gameId}
        renderItem={(game) => renderTile({ game, shape, onLaunch, onToggleFollow })}
        hasMore={hasMore}
        loading={loading}
        error={error}
        onLoadMore={onLoadMore}
        onRetry={onRetry}
        endText={gameCenterTexts.endOfList}
        emptyText={gameCenterTexts.empty}
        aria-label={label}
        className={shape === 'wide' ? styles.wideGrid : styles.squareGrid}
      />
    </div>
  )
}
