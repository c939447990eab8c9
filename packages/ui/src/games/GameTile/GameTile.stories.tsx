import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { storyImage } from '../../gallery/LazyImage/storyImage'
import { GameTile, type GameTileData } from './GameTile'

const game: GameTileData = {
  gameId: 1006,
  gameName: '麻将胡了',
  imageUrl: storyImage('麻将胡了', 200, 200, 20),
  landscapeUrl: storyImage('麻将胡了', 690, 240, 20),
  isFollow: 0,
  inMaintenance: false,
}

const meta = {
  title: 'Games/GameTile',
  component: GameTile,
  args: { game, shape: 'square', onLaunch: fn(), onToggleFollow: fn() },
  decorators: [(Story) => <div style={{ width: 120, padding: 12 }}>{Story()}</div>],
} satisfies Meta<typeof GameTile>
export default meta
type Story = StoryObj<typeof meta>

/** A square tile with the follow star. */
export const Square: Story = {}

/** Followed. */
export const Followed: Story = { args: { game: { ...game, isFollow: 1 } } }

/** In maintenance: the 维护中 overlay. */
export const Maintenance: Story = { args: { game: { ...game, inMaintenance: true } } }

/** A wide tile (live and sport). */
export const Wide: Story = {
  args: {
    shape: 'wide',
    game: { ...game, gameName: 'AG旗舰厅', landscapeUrl: storyImage('AG旗舰厅', 690, 240, 200) },
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
}
