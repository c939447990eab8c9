import { fromChinaTime } from '@liuhe/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { chatKit } from './chatKit'
import { startTestPlatform } from './harness'

// Sunday 2026-11-22, noon in China.
const noon = fromChinaTime(2026, 11, 22, 12)
const SECRET = 'c0ffee'.repeat(8)

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

/**
 * A wrong login from this test (peer 127.0.0.1, a trusted proxy by default) claiming to forward for
 * `forwarded`, with the proxy secret header `secret` when given; answers the status.
 */
async function wrongLogin(account: string, forwarded: string, secret?: string) {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': forwarded,
  }
  if (secret !== undefined) headers['x-liuhe-proxy-secret'] = secret
  const response = await fetch(`${env!.origin}/app-api/v/user/login`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ account, password: btoa('Wrong9999') }),
  })
  await response.body?.cancel()
  return response.status
}

describe('with a proxy secret (PLATFORM_PROXY_SECRET)', () => {
  it('a local process forging x-forwarded-for without the secret shares its own address’s limit', async () => {
    env = await startTestPlatform(noon, { proxySecret: SECRET })
    await setLimits({ login: { perIp: { max: 3, windowMs: 60_000 } } })
    const statuses: number[] = []
    for (let i = 1; i <= 4; i++) statuses.push(await wrongLogin(`nobody${i}`, `203.0.113.${i}`))
    expect(statuses).toEqual([400, 400, 400, 429])
  })

  it('a wrong secret, of any length, counts as no secret', async () => {
    env = await startTestPlatform(noon, { proxySecret: SECRET })
    await setLimits({ login: { perIp: { max: 3, windowMs: 60_000 } } })
    const wrongSameLength = `${SECRET.slice(0, -1)}0`
    const statuses = [
      await wrongLogin('nobody1', '203.0.113.1', wrongSameLength),
      await wrongLogin('nobody2', '203.0.113.2', 'short'),
      await wrongLogin('nobody3', '203.0.113.3', ''),
      await wrongLogin('nobody4', '203.0.113.4', `${SECRET}x`),
    ]
    expect(statuses).toEqual([400, 400, 400, 429])
  })

  it('the app server sending the secret has each forwarded address counted on its own', async () => {
    env = await startTestPlatform(noon, { proxySecret: SECRET })
    await setLimits({ login: { perIp: { max: 3, windowMs: 60_000 } } })
    const statuses: number[] = []
    for (let i = 1; i <= 4; i++) statuses.push(await wrongLogin(`nobody${i}`, `203.0.113.${i}`, SECRET))
    expect(statuses).toEqual([400, 400, 400, 400])
    // One forwarded address still has its limit.
    const same: number[] = []
    for (let i = 5; i <= 8; i++) same.push(await wrongLogin(`nobody${i}`, '198.51.100.7', SECRET))
    expect(same).toEqual([400, 400, 400, 429])
  })

  it('the secret from a peer that is not a trusted proxy is not enough', async () => {
    env = await startTestPlatform(noon, { proxySecret: SECRET, trustedProxies: '10.9.9.9' })
    await setLimits({ login: { perIp: { max: 3, windowMs: 60_000 } } })
    const statuses: number[] = []
    for (let i = 1; i <= 4; i++) statuses.push(await wrongLogin(`nobody${i}`, `203.0.113.${i}`, SECRET))
    expect(statuses).toEqual([400, 400, 400, 429])
  })
})

describe('the chat socket, with a proxy secret', () => {
  /** Two chat members in the general room, each on a socket sending `headers`; answers both sends' acks. */
  async function twoSends(headersOf: (i: number) => Record<string, string>) {
    env = await startTestPlatform(noon, { proxySecret: SECRET })
    const kit = chatKit(env, 'fwd')
    const first = await kit.chatMember()
    const { class_groups } = await first.chat.rooms()
    const general = class_groups.flatMap((g) => g.chatroom).find((r) => r.game_id === null)!
    await kit.stores.config.setConfig('rate_limits', { chat: { perIp: { max: 1, windowMs: 60_000 } } })
    const acks = []
    for (const [i, member] of [first, await kit.chatMember()].entries()) {
      const ws = await kit.socket(member.chatToken.token, false, headersOf(i))
      await ws.request({ command: 'JOIN', room_id: general.room_id })
      acks.push(await ws.request({ command: 'SEND', room_id: general.room_id, body: `你好${i}` }))
    }
    kit.closeSockets()
    return acks
  }

  it('reads a forged x-forwarded-for without the secret as the peer: one address, one limit', async () => {
    const [a, b] = await twoSends((i) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` }))
    expect(a).toMatchObject({ ok: true })
    expect(b).toMatchObject({ ok: false, code: 'SYS/TOO_MANY_REQUESTS' })
  })

  it('reads x-forwarded-for sent with the secret: each address its own limit', async () => {
    const [a, b] = await twoSends((i) => ({
      'x-forwarded-for': `203.0.113.${i + 1}`,
      'x-liuhe-proxy-secret': SECRET,
    }))
    expect(a).toMatchObject({ ok: true })
    expect(b).toMatchObject({ ok: true })
  })
})
