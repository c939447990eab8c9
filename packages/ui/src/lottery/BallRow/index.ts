export { BallRow, type BallRowKind, type BallRowProps, ballRowKinds } from './BallRow'
