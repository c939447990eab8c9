import type { ResponsibleSettings } from '@liuhe/api'
import { DEFAULT_REALITY_CHECK_MINUTES } from '@liuhe/domain'
import { platformFor } from '#app/platform.server.ts'

/** What the betting and recharge pages need of a member's responsible-gambling settings. */
export interface ResponsibleGate {
  adultConfirmed: boolean
  realityCheckMinutes: number
}

/**
 * The signed-in member's gate (18+ confirmed, reality-check interval); `null` for guests. When the platform
 * does not answer, the page still loads: the platform checks again when the bet or recharge is sent.
 */
export async function responsibleGateOf(
  request: Request,
  token: string | undefined,
): Promise<ResponsibleGate | null> {
  if (!token) return null
  const settings: ResponsibleSettings | null = await platformFor(request, token)
    .responsible.settings(request.signal)
    .catch(() => null)
  return {
    adultConfirmed: settings?.adultConfirmed ?? false,
    realityCheckMinutes: settings?.realityCheckMinutes ?? DEFAULT_REALITY_CHECK_MINUTES,
  }
}
