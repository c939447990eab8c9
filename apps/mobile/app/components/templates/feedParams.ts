/**
 * The query parameter asking the server to render every card of a feed's first page: the link pages show
 * without JavaScript, where the cards after the first screenful are never rendered in the browser.
 */
export const ALL_CARDS_PARAM = 'cards'
