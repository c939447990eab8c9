import { type ApiError, createLiuheApi, errorCodes } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, startTestPlatform, type TestDatabase } from './harness'

// Two platforms on one database, as two platform processes behind one balancer (docs/platform.md,
// "Shared state across processes"): a captcha issued by one is checked by the other.
type Platform = Awaited<ReturnType<typeof startTestPlatform>>
let database: TestDatabase
let first: Platform
let second: Platform
const api = (env: Platform) => createLiuheApi({ origin: env.origin, companyCode: 'LH' })
const member = { account: 'demo01', password: 'Demo1234' }
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected an ApiError'),
    (e: unknown) => e as ApiError,
  )
const WRONG = { code: errorCodes.vCodeError, message: '验证码不正确' }

async function setConfig(env: Platform, key: string, value: unknown) {
  const response = await fetch(`${env.origin}/app-api/__test__/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, value }),
  })
  expect(response.ok).toBe(true)
}
/** Fetches a login captcha image from `env` and reads its code through `env`'s test hook. */
async function imageCode(env: Platform, key: string): Promise<string> {
  const image = await fetch(api(env).auth.captchaUrl('login', key))
  expect(image.status).toBe(200)
  await image.text()
  const hook = await fetch(`${env.origin}/app-api/__test__/vcode?kind=login&key=${key}`)
  return (await hook.json()).data.code as string
}
const secretX = async (env: Platform, key: string) =>
  (await (await fetch(`${env.origin}/app-api/__test__/slider?key=${key}`)).json()).data.x as number

let original: { sys_config: Record<string, unknown> }
const sliderStyle = (on: boolean) =>
  setConfig(first, 'config', {
    ...original,
    sys_config: { ...original.sys_config, vcode_style: on ? '3' : original.sys_config.vcode_style },
  })

beforeAll(async () => {
  const start = fromChinaTime(2026, 11, 22, 12)
  database = await createTestDatabase()
  first = await startTestPlatform(start, { database })
  second = await startTestPlatform(start, { database })
  original = await api(first).content.config()
  await setConfig(first, 'login_limit', { vCode: 1 })
})
afterAll(async () => {
  await second?.stop()
  await first?.stop()
  await database?.drop()
})

describe('captchas in the database', () => {
  it('an image code issued by one platform logs in through the other, once', async () => {
    const key = 'shared-image-1'
    const code = await imageCode(first, key)
    const login = { ...member, valiCode: code, captchaKey: key }
    expect((await api(second).auth.login(login)).token).toBeTruthy()
    // Consumed on the other platform too.
    expect(await fail(api(first).auth.login(login))).toMatchObject(WRONG)
  })

  it('a wrong answer on one platform consumes the code for both', async () => {
    const key = 'shared-image-2'
    const code = await imageCode(first, key)
    expect(
      await fail(api(second).auth.login({ ...member, valiCode: `${code}x`, captchaKey: key })),
    ).toMatchObject(WRONG)
    expect(await fail(api(first).auth.login({ ...member, valiCode: code, captchaKey: key }))).toMatchObject(
      WRONG,
    )
  })

  it('outlives a restart of the platform that issued it', async () => {
    const key = 'shared-image-3'
    const code = await imageCode(first, key)
    const now = first.clock.now()
    await first.stop()
    first = await startTestPlatform(now, { database })
    expect((await api(first).auth.login({ ...member, valiCode: code, captchaKey: key })).token).toBeTruthy()
  })

  it('a slider challenge drawn by one platform is answered on the other, its ticket redeemed on the first', async () => {
    await sliderStyle(true)
    try {
      const key = 'shared-slider-1'
      await api(first).auth.sliderChallenge(key)
      const x = await secretX(first, key)
      const { ticket } = await api(second).auth.verifySlider(key, x)
      expect(
        (await api(first).auth.login({ ...member, captchaKey: key, captchaTicket: ticket })).token,
      ).toBeTruthy()
      expect(
        await fail(api(second).auth.login({ ...member, captchaKey: key, captchaTicket: ticket })),
      ).toMatchObject(WRONG)
    } finally {
      await sliderStyle(false)
    }
  })

  it('counts wrong slider answers across platforms for the automatic pass', async () => {
    await sliderStyle(true)
    try {
      const key = 'shared-slider-2'
      const platforms = [first, second, first]
      for (const [i, env] of platforms.entries()) {
        await api(env).auth.sliderChallenge(key)
        const x = await secretX(env, key)
        expect(await fail(api(platforms[(i + 1) % 3]!).auth.verifySlider(key, x + 20))).toMatchObject(WRONG)
        if (i < 2) expect(await fail(api(second).auth.verifySlider(key, 'auto'))).toMatchObject(WRONG)
      }
      const passed = await api(second).auth.verifySlider(key, 'auto')
      expect(passed.auto).toBe(true)
      expect(
        (await api(first).auth.login({ ...member, captchaKey: key, captchaTicket: passed.ticket })).token,
      ).toBeTruthy()
    } finally {
      await sliderStyle(false)
    }
  })
})
