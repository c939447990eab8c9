/**
 * Cards of the feed the server renders (and hydration renders), the only ones home's data carries: at
 * 390×844 the feed starts below the first screen (ads, carousel, draw card), so three cards cover the first
 * scroll; the browser reads the rest of the page and renders it a few at a time as the reader scrolls
 * towards them (TemplateFeed).
 */
export const FIRST_SCREEN_CARDS = 3
