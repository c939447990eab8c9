/** The Macau six-mark game: the home's default game, its lottery tab marked live, and /macau-lottery's game. */
export const LIVE_GAME_ID = 110
