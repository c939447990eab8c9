import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { storyImage } from '../../gallery/LazyImage/storyImage'
import type { GameTileData } from '../GameTile/GameTile'
import { GameGrid } from './GameGrid'

const names = ['麻将胡了', '寻宝黄金城', '赏金船长', '糖果派对', '幸运七彩', '十倍金牛']
const games: GameTileData[] = names.map((gameName, i) => ({
  gameId: 1000 + i,
  gameName,
  imageUrl: storyImage(gameName, 200, 200, i * 50),
  landscapeUrl: storyImage(gameName, 690, 240, i * 50),
  isFollow: i === 1 ? 1 : 0,
  inMaintenance: i === 4,
}))

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  args: {
    games,
    shape: 'square',
    hasMore: false,
    onLoadMore: fn(),
    onLaunch: fn(),
    onToggleFollow: fn(),
    'aria-label': '电子',
  },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
} satisfies Meta<typeof GameGrid>
export default meta
type Story = StoryObj<typeof meta>

/** Three square tiles per row, ending with 没有更多游戏了. */
export const Square: Story = {}

/** One wide tile per row (live and sport). */
export const Wide: Story = { args: { shape: 'wide', games: games.slice(0, 2), 'aria-label': '真人' } }

/** No games: 暂无数据. */
export const Empty: Story = { args: { games: [] } }
