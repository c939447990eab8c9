export { Skeleton, type SkeletonProps, type SkeletonShape, skeletonShapes } from './Skeleton'
