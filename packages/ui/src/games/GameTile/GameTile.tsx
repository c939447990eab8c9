import { gameCenterTexts } from '@liuhe/domain'
import { LazyImage } from '../../gallery/LazyImage/LazyImage'
import { IconButton } from '../../primitives/IconButton/IconButton'
import * as styles from './GameTile.css'

/** Tile shapes: wide (one per row, live and sport) or square (three per row). */
export const gameTileShapes = ['square', 'wide'] as const
/** A tile shape. */
export type GameTileShape = (typeof gameTileShapes)[number]

/** What a tile shows of a game. */
export interface GameTileData {
  /** Game id. */
  gameId: number | string
  /** Game name under the image. */
  gameName: string
  /** Square image. */
  imageUrl: string
  /** Wide image (live and sport). */
  landscapeUrl: string
  /** 1 when the viewer follows the game. */
  isFollow: number
  /** Whether now falls inside the game's maintain range (computed by the caller with `isInMaintenance`). */
  inMaintenance: boolean
}

/** Props of {@link GameTile}. */
export interface GameTileProps {
  /** The game. */
  game: GameTileData
  /** Square (three per row) or wide (one per row). */
  shape?: GameTileShape
  /** Called when the tile is pressed (the launch flow decides what happens). */
  onLaunch: (gameId: GameTileData['gameId']) => void
  /** Called by the follow star; without it the star is hidden. */
  onToggleFollow?: (gameId: GameTileData['gameId']) => void
}

const sizes = { square: { width: 200, height: 200 }, wide: { width: 690, height: 240 } } as const

/** One game: image, name, a 维护中 overlay while in maintenance, and a follow star. */
export function GameTile({ game, shape = 'square', onLaunch, onToggleFollow }: GameTileProps) {
  const size = sizes[shape]
  const followed = game.isFollow === 1
  return (
    <div className={styles.tile} data-shape={shape} data-maintenance={game.inMaintenance || undefined}>
      <button
        type="button"
        className={styles.launch}
        aria-disabled={game.inMaintenance || undefined}
        aria-label={game.inMaintenance ? `${game.gameName} ${gameCenterTexts.maintenance}` : game.gameName}
        onClick={() => onLaunch(game.gameId)}
      >
        <span className={styles.media}>
          <LazyImage src={shape === 'wide' ? game.landscapeUrl : game.imageUrl} alt="" {...size} />
          {game.inMaintenance && (
            <span className={styles.maintenance} aria-hidden="true">
              {gameCenterTexts.maintenance}
            </span>
          )}
        </span>
        <span className={styles.name} aria-hidden="true">
          {game.gameName}
        </span>
      </button>
      {onToggleFollow && (
        <span className={styles.follow}>
          <IconButton
            icon={followed ? 'starFilled' : 'star'}
            variant="soft"
            size="sm"
            pressed={followed}
            aria-label={`关注${game.gameName}`}
            onClick={() => onToggleFollow(game.gameId)}
          />
        </span>
      )}
    </div>
  )
}
