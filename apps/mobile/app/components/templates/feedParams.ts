/**
 * The query parameter asking the server to render every card of a feed's first page: the link pages show
 * without JavaScript, where the cards after the first screenful are never rendered in the browser.
 */
export const ALL_CARDS_PARAM = 'cards'

/**
 * Cards of home's feed a document carries and the server renders: at 390×844 the feed starts below the first
 * screen (ads, carousel, draw card), so three cards cover the first scroll. The rest of the first page loads
 * from `/resources/template-feed` when the reader scrolls to the list's end, as the next pages do.
 */
export const FIRST_SCREEN_CARDS = 3
