export {
  GameTile,
  type GameTileData,
  type GameTileProps,
  type GameTileShape,
  gameTileShapes,
} from './GameTile'
