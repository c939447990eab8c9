import { LOGIN_REQUIRED_MESSAGE } from '@liuhe/domain'
import { GameTile, type GameTileProps } from '@liuhe/ui'
import { useToggleFetcher } from '#app/hooks/useToggleFetcher.ts'

type FollowAnswer = { gameId: number; isFollow: number }

/** The resource route that follows or unfollows a game. */
export const FOLLOW_ACTION = '/resources/game-follow'

/** Props of {@link FollowableGameTile}. */
export interface FollowableGameTileProps {
  /** What the grid gives the tile. */
  tile: GameTileProps
  /** Whether the viewer may follow (guests get 请先登录). */
  loggedIn: boolean
}

/** A game tile whose follow star sends its own request ({@link FOLLOW_ACTION}) and shows it at once. */
export function FollowableGameTile({ tile, loggedIn }: FollowableGameTileProps) {
  const follow = useToggleFetcher<FollowAnswer>({
    action: FOLLOW_ACTION,
    idField: 'gameId',
    id: tile.game.gameId,
    initial: tile.game.isFollow === 1,
    settledOf: (result) => result.isFollow === 1,
    refusal: loggedIn ? undefined : { message: LOGIN_REQUIRED_MESSAGE, durationMs: 2000 },
  })
  return (
    <GameTile {...tile} game={{ ...tile.game, isFollow: follow.on ? 1 : 0 }} onToggleFollow={follow.toggle} />
  )
}
