import { ApiError, clientErrorCodes } from '@liuhe/api'
import { failureTexts } from '@liuhe/domain'
import type { ActionFunctionArgs } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'

// A signed-in member whose platform cannot be reached: every platform call fails as the api client fails
// when the connection is refused.
const unreachable = () => new ApiError(clientErrorCodes.network, '网络异常，请检查网络连接 (fetch failed)', 0)
vi.mock('#app/server/platform/platform.server.ts', () => ({
  platformFor: () =>
    new Proxy({}, { get: () => new Proxy({}, { get: () => async () => Promise.reject(unreachable()) }) }),
}))
vi.mock('#app/server/auth/viewer.server.ts', () => ({
  getViewer: async () => ({ token: 'member-token', viewer: { hasToken: true } }),
  requireViewer: async () => ({ token: 'member-token', viewer: { hasToken: true } }),
}))
vi.mock('#app/server/auth/session.server.ts', () => ({
  getAccessToken: async () => 'member-token',
  redirectWithToast: async () => new Response(null, { status: 302 }),
}))
vi.mock('#app/server/auth/captcha.server.ts', () => ({
  captchaKeyFor: async () => ({ key: 'captcha-key', setCookie: undefined }),
}))

/** Calls a route's action with a form and reads its JSON answer (a thrown answer counts as the answer). */
async function post(
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  fields: Record<string, string>,
): Promise<{ status: number; message: unknown }> {
  const request = new Request('http://app.test/resources/x', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  let answer: unknown
  try {
    answer = await action({ request, params: {}, context: {} } as ActionFunctionArgs)
  } catch (thrown) {
    answer = thrown
  }
  if (answer instanceof Response) return { status: answer.status, message: (await answer.json()).message }
  const { data, init } = answer as { data: { message: unknown }; init: { status?: number } | null }
  return { status: init?.status ?? 200, message: data.message }
}

describe('an unreachable platform', () => {
  it('reads the same in every route that answers a failed call, whatever it called', async () => {
    const routes = {
      refreshBalance: [(await import('#app/routes/resources.refresh-balance.tsx')).action, {}],
      responsibleAdult: [(await import('#app/routes/resources.responsible-adult.tsx')).action, {}],
      templateVote: [
        (await import('#app/routes/resources.template-vote.tsx')).action,
        { documentId: '1', optionId: '2' },
      ],
      sliderCaptcha: [(await import('#app/routes/resources.slider-captcha.tsx')).action, { x: '120' }],
    } as const
    for (const [name, [action, fields]] of Object.entries(routes)) {
      const answer = await post(action as (args: ActionFunctionArgs) => Promise<unknown>, fields)
      expect(answer, name).toEqual({ status: 503, message: failureTexts.unreachable })
    }
  })
})
