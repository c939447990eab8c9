export { GameGrid, type GameGridProps } from './GameGrid'
