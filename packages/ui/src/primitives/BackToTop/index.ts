export { BackToTop, type BackToTopProps, defaultBackToTopThresholdPx } from './BackToTop'
