export { BallRow, type BallRowProps } from './BallRow'
