export { Marquee, type MarqueeProps } from './Marquee'
