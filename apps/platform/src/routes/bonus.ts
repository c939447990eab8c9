import { Hono } from 'hono'
import { z } from 'zod'
import { signedIn } from '../auth/currentUser'
import type { Clock } from '../clock'
import { ok } from '../envelope'
import { positiveInt } from '../http/fields'
import { validate } from '../http/validate'
import type { Stores } from '../store'
import { bonusView, claimBonus, claimWashCode, washCodeView } from '../wallet/rewards'

/** Bonus routes under the API prefix: wash-code (洗码) and the bonus center's promotion rewards. */
export function bonusRoutes(stores: Stores, clock: Clock) {
  const app = new Hono()
  const member = signedIn(stores.users, clock)

  app.get('/api/user/betting-bonus', member, async (c) => ok(c, await washCodeView(stores, c.var.user)))
  app.post('/api/user/betting-bonus/claim', member, async (c) =>
    ok(c, await claimWashCode(stores, c.var.user, clock.now())),
  )

  app.get('/api/user/bonus-center', member, async (c) => {
    const now = clock.now()
    return ok(
      c,
      (await stores.rewards.rewardsOf(c.var.user.userId)).map((reward) => bonusView(reward, now)),
    )
  })
  app.post(
    '/api/user/bonus-center/claim',
    member,
    validate('form', z.object({ id: positiveInt })),
    async (c) => ok(c, await claimBonus(stores, c.var.user, c.req.valid('form').id, clock.now())),
  )
  return app
}
