import { redirect } from '@remix-run/node'
import { linkForGame } from '#app/navigation.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { LIVE_GAME_ID } from './_index/liveGame.ts'

export const access = publicRoute()

/**
 * The bare live view: a 开奖直播 link without a game (home makes its own for the game it shows,
 * `linkForGame`) opens the live game's.
 */
export async function loader() {
  return redirect(linkForGame('/lottery-live', LIVE_GAME_ID))
}
