export { type BallSize, ballSizes, LotteryBall, type LotteryBallProps } from './LotteryBall'
