import { createLiuheApi } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createStores } from '../src/store'
import { createTestDatabase, startTestPlatform } from './harness'
import { browserSubscription, startFakePushService, verifyVapid } from './pushService'
import { fail, type TestEnv, walletKit } from './walletKit'

// Tuesday 2026-11-10, 10:00 in China: the lunar year of the horse (马), so 01 is 马.
const start = fromChinaTime(2026, 11, 10, 10)
const MACAU = 110
const HONG_KONG = 70
const RESULT = '01,12,23,34,45,46,49'

let env: TestEnv
let kit: ReturnType<typeof walletKit>
let service: Awaited<ReturnType<typeof startFakePushService>>

beforeAll(async () => {
  service = await startFakePushService()
  // The local push service is on 127.0.0.1: this platform is allowed private push endpoints (tests only).
  env = await startTestPlatform(start, { pushAgent: service.agent, pushAllowPrivate: true })
  kit = walletKit(env, 'push')
}, 60_000)
afterAll(async () => {
  await env.stop()
  await service.close()
})
afterEach(() => {
  service.received.length = 0
})

/** Draws a game's next turn now with chosen numbers (the draw hook), then waits for its pushes. */
async function draw(gameId: number, openNum = RESULT) {
  const answer = await kit.hook('draw', { gameId, openNum })
  expect(answer.status).toBe(200)
  await env.platform.webPush.idle()
  return answer.body.data as { turnNum: string }
}

const subscriptionsIn = (endpoint: string) =>
  kit.count`SELECT COUNT(*) AS n FROM push_subscriptions WHERE endpoint = ${endpoint}`

describe('the VAPID key and the settings', () => {
  it('answers the public key to anyone; follows and subscriptions need a member', async () => {
    const guest = createLiuheApi({ origin: env.origin, companyCode: 'LH' })
    const publicKey = await guest.push.publicKey()
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65)
    expect(await fail(guest.push.follows())).toMatchObject({ code: 'UC/NOT_LOGIN' })
  })

  it('offers the six-mark games and keeps the ones a member follows; other games are refused', async () => {
    const member = await kit.memberWith(0)
    const before = await member.api.push.follows()
    expect(before.games.map((g) => g.gameName)).toEqual(
      expect.arrayContaining(['新澳门六合彩', '香港六合彩', '极速六合彩']),
    )
    expect(before.games.every((g) => !g.followed)).toBe(true)
    const after = await member.api.push.setFollows([MACAU])
    expect(after.games.filter((g) => g.followed).map((g) => g.gameId)).toEqual([MACAU])
    // 北京赛车 (10) has no zodiacs to push.
    expect(await fail(member.api.push.setFollows([MACAU, 10]))).toMatchObject({
      code: 'SYS/BAD_REQUEST',
      message: '参数错误：gameIds',
    })
    expect((await member.api.push.follows()).games.filter((g) => g.followed).map((g) => g.gameId)).toEqual([
      MACAU,
    ])
  })

  it('refuses a subscription whose endpoint is not https', async () => {
    const member = await kit.memberWith(0)
    const browser = browserSubscription('http://127.0.0.1:9', 'plain')
    expect(await fail(member.api.push.saveSubscription(browser.json))).toMatchObject({
      code: 'SYS/BAD_REQUEST',
    })
    expect(await subscriptionsIn(browser.json.endpoint)).toBe(0)
  })
})

describe('a stored draw', () => {
  it('of a followed game is pushed once to the subscription: VAPID-signed, encrypted for the browser', async () => {
    const member = await kit.memberWith(0)
    const browser = browserSubscription(service.origin, 'followed')
    await member.api.push.setFollows([MACAU])
    expect((await member.api.push.saveSubscription(browser.json)).subscriptions).toBe(1)

    const { turnNum } = await draw(MACAU)

    const mine = service.received.filter((push) => push.path === browser.path)
    expect(mine).toHaveLength(1)
    const push = mine[0]!
    const publicKey = await member.api.push.publicKey()
    expect(verifyVapid(push.headers.authorization as string, publicKey, service.origin)).toMatchObject({
      sub: 'mailto:push@liuhe.example',
    })
    expect(push.headers['content-encoding']).toBe('aes128gcm')
    expect(push.headers.ttl).toBe('86400')
    expect(JSON.parse(browser.decrypt(push.body))).toEqual({
      gameId: MACAU,
      gameName: '新澳门六合彩',
      issue: turnNum,
      balls: [
        { number: '01', zodiac: '马' },
        { number: '12', zodiac: '羊' },
        { number: '23', zodiac: '猴' },
        { number: '34', zodiac: '鸡' },
        { number: '45', zodiac: '狗' },
        { number: '46', zodiac: '鸡' },
        { number: '49', zodiac: '马' },
      ],
      url: '/lottery-history/110',
      title: `新澳门六合彩 第${turnNum}期开奖`,
      body: '01马 12羊 23猴 34鸡 45狗 46鸡 + 49马',
      tag: 'draw-110',
    })
  })

  it('of a game nobody follows is not pushed', async () => {
    const member = await kit.memberWith(0)
    const browser = browserSubscription(service.origin, 'macau-only')
    await member.api.push.setFollows([MACAU])
    await member.api.push.saveSubscription(browser.json)

    await draw(HONG_KONG)
    expect(service.received.filter((push) => push.path === browser.path)).toEqual([])
    // The same subscription does get the game it follows: the test above is not vacuous.
    await draw(MACAU, '02,13,24,35,46,47,48')
    expect(service.received.filter((push) => push.path === browser.path)).toHaveLength(1)
  })

  it('stops going to a subscription the push service answers 410 for: it is deleted', async () => {
    const member = await kit.memberWith(0)
    const gone = browserSubscription(service.origin, 'gone')
    const kept = browserSubscription(service.origin, 'kept')
    await member.api.push.setFollows([HONG_KONG])
    await member.api.push.saveSubscription(gone.json)
    await member.api.push.saveSubscription(kept.json)
    service.answer('gone', 410)
    // A failure other than 404/410 keeps the subscription (the service may be down for a while).
    service.answer('kept', 500)

    await draw(HONG_KONG)
    expect(service.received.map((push) => push.path).sort()).toEqual([gone.path, kept.path].sort())
    expect(await subscriptionsIn(gone.json.endpoint)).toBe(0)
    expect(await subscriptionsIn(kept.json.endpoint)).toBe(1)
    expect((await member.api.push.follows()).subscriptions).toBe(1)
  })

  it('is stored and answered whatever the push service does', async () => {
    const member = await kit.memberWith(0)
    const browser = browserSubscription(service.origin, 'broken')
    await member.api.push.setFollows([MACAU])
    await member.api.push.saveSubscription(browser.json)
    // A service that cannot be reached at all: the draw hook still answers and the draw is stored.
    await service.close()
    try {
      const { turnNum } = await draw(MACAU, '03,14,25,36,47,48,49')
      expect(
        await kit.count`SELECT COUNT(*) AS n FROM draws WHERE game_id = ${MACAU} AND turn_num = ${turnNum}`,
      ).toBe(1)
      expect(await subscriptionsIn(browser.json.endpoint)).toBe(1)
    } finally {
      service = await startFakePushService()
    }
  })
})

describe('the VAPID keys', () => {
  it('are generated on the first start and kept by a restart, which still pushes with them', async () => {
    const database = await createTestDatabase()
    const local = await startFakePushService()
    const open = () => startTestPlatform(start, { database, pushAgent: local.agent, pushAllowPrivate: true })
    try {
      const before = await open()
      const api = (env: TestEnv, token?: string) =>
        createLiuheApi({ origin: env.origin, companyCode: 'LH', ...(token ? { token } : {}) })
      const key = await api(before).push.publicKey()
      const users = createStores(before.queries).users
      const token = await users.issueToken((await users.findUserAuth('demo01'))!.userId, start, 86_400_000)
      const member = api(before, token)
      const browser = browserSubscription(local.origin, 'restart')
      await member.push.setFollows([MACAU])
      await member.push.saveSubscription(browser.json)
      await before.stop()

      const after = await open()
      try {
        expect(await api(after).push.publicKey()).toBe(key)
        const drawn = await fetch(`${after.origin}/app-api/__test__/draw`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ gameId: MACAU, openNum: RESULT }),
        })
        expect(drawn.status).toBe(200)
        await after.platform.webPush.idle()
        expect(local.received).toHaveLength(1)
        verifyVapid(local.received[0]!.headers.authorization as string, key, local.origin)
        expect(JSON.parse(browser.decrypt(local.received[0]!.body)).gameId).toBe(MACAU)
      } finally {
        await after.stop()
      }
    } finally {
      await local.close()
      await database.drop()
    }
  }, 60_000)
})

describe('push endpoints inside the network', () => {
  // A platform as in production: no allowance for private endpoints. Its agent trusts the local push
  // service, so a push that did go out would reach it.
  let guarded: TestEnv
  let guardedKit: ReturnType<typeof walletKit>
  beforeAll(async () => {
    guarded = await startTestPlatform(start, { pushAgent: service.agent })
    guardedKit = walletKit(guarded, 'pushg')
  }, 60_000)
  afterAll(() => guarded.stop())

  it('are refused at subscribe in every spelling, and none is stored', async () => {
    const member = await guardedKit.memberWith(0)
    const keys = browserSubscription(service.origin, 'keys').json.keys
    const port = service.port
    const endpoints = [
      `https://127.0.0.1:${port}/push/a`,
      'https://127.0.0.1:22/',
      'https://127.1/push',
      'https://0x7f000001/push',
      'https://0x7f.1/push',
      'https://2130706433/push',
      'https://0177.0.0.1/push',
      'https://017700000001/push',
      'https://[::1]/push',
      'https://[0:0:0:0:0:0:0:1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[::ffff:7f00:1]/push',
      'https://[::ffff:10.0.0.1]/push',
      'https://[::]/push',
      'https://10.0.0.1/push',
      'https://10.255.255.255/push',
      'https://172.16.0.1/push',
      'https://172.31.255.254/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fc00::1]/push',
      'https://[fd12:3456::1]/push',
      'https://[fe80::1]/push',
      'https://0.0.0.0/push',
      'https://0/push',
      'https://100.64.0.1/push',
      'https://100.127.255.254/push',
      // Host names resolving to loopback.
      `https://localhost:${port}/push/a`,
      'https://LOCALHOST./push',
      'https://sub.localhost/push',
      // Not https.
      `http://127.0.0.1:${port}/push/a`,
      'http://push.example.com/push',
    ]
    for (const endpoint of endpoints) {
      const refused = await fail(member.api.push.saveSubscription({ endpoint, keys }))
      expect([endpoint, refused.status, refused.message]).toEqual([
        endpoint,
        400,
        expect.stringMatching(/[\u4e00-\u9fff]/),
      ])
    }
    expect(
      await guardedKit.count`SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ${member.userId}`,
    ).toBe(0)
    // A public address is taken (this member follows no game: nothing is sent to it).
    const open = await member.api.push.saveSubscription({
      endpoint: 'https://93.184.215.14/push/public',
      keys,
    })
    expect(open.subscriptions).toBe(1)
  })

  it('are refused at send time after resolving the host: the platform never connects', async () => {
    const member = await guardedKit.memberWith(0)
    await member.api.push.setFollows([MACAU])
    // Stored as if taken before the check existed (or by a host that resolved elsewhere then).
    const browser = browserSubscription(`https://localhost:${service.port}`, 'rebound')
    await createStores(guarded.queries).push.saveSubscription(
      member.userId,
      browser.json,
      guarded.clock.now(),
    )
    const connections = service.connections

    const drawn = await guardedKit.hook('draw', { gameId: MACAU, openNum: RESULT })
    expect(drawn.status).toBe(200)
    await guarded.platform.webPush.idle()

    expect(service.received.filter((push) => push.path === browser.path)).toEqual([])
    expect(service.connections).toBe(connections)
  })
})
