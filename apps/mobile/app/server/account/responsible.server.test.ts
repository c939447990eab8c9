import type { ResponsibleSettings } from '@liuhe/api'
import { DEFAULT_REALITY_CHECK_MINUTES } from '@liuhe/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The session's token of each request (the session and the profile call are outside this test). */
const tokens = new WeakMap<Request, string>()
/** The platform's settings calls, by token. */
const calls: string[] = []
/** How the platform answers the settings call. */
let answer: () => Promise<Pick<ResponsibleSettings, 'adultConfirmed' | 'realityCheckMinutes'>> =
  async () => ({
    adultConfirmed: true,
    realityCheckMinutes: 30,
  })
/** While set, the profile call has not answered yet. */
let profileCall: Promise<void> | undefined

vi.mock('#app/server/auth/viewer.server.ts', () => ({
  getViewer: async (request: Request) => {
    await profileCall
    return { token: tokens.get(request) }
  },
  readBesideViewer: <T>(request: Request, read: (token: string) => Promise<T>) => {
    const token = tokens.get(request)
    const reading = token ? read(token) : Promise.reject(new Error('no access token'))
    reading.catch(() => {})
    return reading
  },
}))
vi.mock('#app/server/platform/platform.server.ts', () => ({
  platformFor: (_request: Request, token: string) => ({
    responsible: {
      settings: () => {
        calls.push(token)
        return answer()
      },
    },
  }),
}))

const { responsibleGateOf } = await import('./responsible.server')

function member(token: string) {
  const request = new Request('http://app.test/game/110')
  tokens.set(request, token)
  return request
}

afterEach(() => {
  calls.length = 0
  profileCall = undefined
})

describe('responsibleGateOf', () => {
  it('reads the settings while the profile call is still out, and answers once it has', async () => {
    let answered: () => void = () => {}
    profileCall = new Promise<void>((resolve) => {
      answered = resolve
    })
    let settled = false
    const gate = responsibleGateOf(member('token-a')).finally(() => {
      settled = true
    })
    await expect.poll(() => calls).toEqual(['token-a'])
    expect(settled).toBe(false)
    answered()
    expect(await gate).toEqual({ adultConfirmed: true, realityCheckMinutes: 30 })
  })

  it('is null for a guest, who reads nothing', async () => {
    expect(await responsibleGateOf(new Request('http://app.test/game/110'))).toBeNull()
    expect(calls).toEqual([])
  })

  it('lets the page load with the defaults when the platform does not answer', async () => {
    answer = () => Promise.reject(new Error('platform down'))
    expect(await responsibleGateOf(member('token-b'))).toEqual({
      adultConfirmed: false,
      realityCheckMinutes: DEFAULT_REALITY_CHECK_MINUTES,
    })
  })
})
