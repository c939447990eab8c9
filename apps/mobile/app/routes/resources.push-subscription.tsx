import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { memberRoute } from '#app/routeAccess.ts'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureResponse } from '#app/server/request/errors.server.ts'
import { readFormData } from '#app/server/request/input.server.ts'

export const access = memberRoute()

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * The browser's push subscription for the signed-in member (`app/push.ts` posts it): `intent=save` with
 * `endpoint`, `p256dh`, `auth`, or `intent=delete` with `endpoint`. The member's token stays in the session
 * cookie; the platform checks the subscription.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { token } = await getViewer(request)
  if (!token) return Response.json({ ok: false, message: '请先登录' }, { status: 401 })
  const form = await readFormData(request)
  const intent = text(form, 'intent')
  const endpoint = text(form, 'endpoint')
  const api = platformFor(request, token)
  try {
    if (intent === 'delete') {
      await api.push.deleteSubscription(endpoint)
      return Response.json(
        { ok: true, message: '已关闭开奖推送' },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    }
    if (intent !== 'save') return Response.json({ ok: false, message: '参数错误' }, { status: 400 })
    await api.push.saveSubscription({
      endpoint,
      keys: { p256dh: text(form, 'p256dh'), auth: text(form, 'auth') },
    })
    return Response.json(
      { ok: true, message: '已开启开奖推送' },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    return failureResponse(error, { ok: false })
  }
}

export function loader() {
  return redirect('/setting')
}
