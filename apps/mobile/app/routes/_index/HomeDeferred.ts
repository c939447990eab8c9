/**
 * Home's parts whose code may arrive after the page's own: below the fold, shown later or on demand. The
 * server still renders them into the page; in the browser they come to life once this one chunk has loaded
 * (React hydrates them then), so the first JavaScript a visitor downloads is only what the top of the page
 * needs. Only parts that work as plain HTML until then belong here (links, images, things shown later): a
 * control whose click must reach React, like the play-category chips, would lose the clicks made before
 * this chunk arrives.
 */
export { BackToTop, Carousel } from '@liuhe/ui'
// The header is links and the logo (a signed-in user's balance loads apart, HomeHeader.tsx).
export { HomeHeader } from '#app/components/home/HomeHeader.tsx'
export { LiveDrawBlock } from './LiveDrawBlock.tsx'
export { Theme4Shortcuts } from './Theme4Shortcuts.tsx'
