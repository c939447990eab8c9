export * from './BallRow'
export * from './DrawCard'
export * from './LotteryBall'
export * from './ZodiacGrid'
