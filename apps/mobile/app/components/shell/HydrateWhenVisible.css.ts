import { globalStyle, style } from '@vanilla-extract/css'

/**
 * A part still the server's HTML (HydrateWhenVisible), off screen: its animations hold still until it renders.
 * Nothing there ends them meanwhile (a `LazyImage` stops its shimmer once its script sees the image loaded),
 * and each running one costs the main thread a style pass every frame.
 */
export const adopted = style({})

globalStyle(`${adopted} *`, { animationPlayState: 'paused' })
