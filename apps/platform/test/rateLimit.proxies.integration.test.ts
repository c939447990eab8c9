import { fromChinaTime } from '@liuhe/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestPlatform } from './harness'

// Sunday 2026-11-22, noon in China.
const noon = fromChinaTime(2026, 11, 22, 12)

let env: Awaited<ReturnType<typeof startTestPlatform>> | undefined
afterEach(async () => {
  await env?.stop()
  env = undefined
})

async function setLimits(value: unknown) {
  const response = await fetch(`${env!.origin}/app-api/__test__/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'rate_limits', value }),
  })
  expect(response.status).toBe(200)
}

/** A wrong login from this test (peer 127.0.0.1) claiming to forward for `forwarded`; answers the status. */
async function wrongLogin(account: string, forwarded: string) {
  const response = await fetch(`${env!.origin}/app-api/v/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwarded },
    body: new URLSearchParams({ account, password: btoa('Wrong9999') }),
  })
  await response.body?.cancel()
  return response.status
}

describe('forwarded addresses', () => {
  it('are not read from a peer that is not a trusted proxy: forged ones share the peer’s limit', async () => {
    env = await startTestPlatform(noon, { trustedProxies: '10.9.9.9' })
    await setLimits({ login: { perIp: { max: 3, windowMs: 60_000 } } })
    const statuses: number[] = []
    for (let i = 1; i <= 4; i++) statuses.push(await wrongLogin(`nobody${i}`, `203.0.113.${i}`))
    expect(statuses).toEqual([400, 400, 400, 429])
  })

  it('from a trusted proxy, are the right-most untrusted entry, not what the client put first', async () => {
    env = await startTestPlatform(noon)
    await setLimits({ login: { perIp: { max: 3, windowMs: 60_000 } } })
    const statuses: number[] = []
    // The client forges a new first entry each time; the app's server (loopback) appended the real one.
    for (let i = 1; i <= 4; i++) statuses.push(await wrongLogin(`nobody${i}`, `198.51.100.${i}, 203.0.113.9`))
    expect(statuses).toEqual([400, 400, 400, 429])
    // Another real client behind the same proxy has its own limit.
    expect(await wrongLogin('nobody5', '203.0.113.10')).toBe(400)
  })
})
