import type { ResponsibleSettings } from '@liuhe/api'
import { DEFAULT_REALITY_CHECK_MINUTES } from '@liuhe/domain'
import { getViewer, readBesideViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'

/** What the betting and recharge pages need of a member's responsible-gambling settings. */
export interface ResponsibleGate {
  adultConfirmed: boolean
  realityCheckMinutes: number
}

/**
 * The signed-in member's gate (18+ confirmed, reality-check interval); `null` for guests. The settings are
 * read with the session's token beside the profile call that checks it (`readBesideViewer`), so a page that
 * needs them waits for one platform round trip, not two. When the platform does not answer, the page still
 * loads: the platform checks again when the bet or recharge is sent.
 */
export async function responsibleGateOf(request: Request): Promise<ResponsibleGate | null> {
  const read = readBesideViewer(request, (token) =>
    platformFor(request, token).responsible.settings(request.signal),
  )
  if (!(await getViewer(request)).token) return null
  const settings: ResponsibleSettings | null = await read.catch(() => null)
  return {
    adultConfirmed: settings?.adultConfirmed ?? false,
    realityCheckMinutes: settings?.realityCheckMinutes ?? DEFAULT_REALITY_CHECK_MINUTES,
  }
}
