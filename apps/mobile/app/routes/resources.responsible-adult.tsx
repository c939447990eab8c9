import { sameSitePath } from '@liuhe/domain'
import { type ActionFunctionArgs, data, redirect } from '@remix-run/node'
import { memberRoute } from '#app/routeAccess.ts'
import { redirectWithToast } from '#app/server/auth/session.server.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readFormData } from '#app/server/request/input.server.ts'

export const access = memberRoute()

/**
 * Where a confirmation sent without script goes back to: its `redirectTo` when it is a path of this site,
 * else home (`sameSitePath`: no `/\\host`, `//host`, scheme or CR/LF); null without one (a fetcher).
 */
function backTo(value: FormDataEntryValue | null): string | null {
  return typeof value === 'string' && value !== '' ? sameSitePath(value) : null
}

/**
 * The 18+ confirmation (AdultGate's 我已年满18周岁). A fetcher gets `{ ok }`; a form sent before the page's
 * script ran (with `redirectTo`) goes back to its page with a toast.
 */
export async function action({ request }: ActionFunctionArgs) {
  const state = await requireViewer(request)
  const form = await readFormData(request)
  const back = backTo(form.get('redirectTo'))
  try {
    await platformFor(request, state.token).responsible.confirmAdult()
  } catch (error) {
    const { message, status } = failureOf(error)
    if (back) return redirectWithToast(request, back, message)
    return data({ ok: false, message }, { status })
  }
  if (back) return redirectWithToast(request, back, '已确认年满18周岁')
  return data({ ok: true, message: null }, { headers: { 'Cache-Control': 'no-store' } })
}

export function loader() {
  return redirect('/responsible-gaming')
}
