import { type ApiError, createLiuheApi, errorCodes } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform } from './harness'

let env: Awaited<ReturnType<typeof startTestPlatform>>
const api = () => createLiuheApi({ origin: env.origin, companyCode: 'LH' })
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected an ApiError'),
    (e: unknown) => e as ApiError,
  )
const member = { account: 'demo01', password: 'Demo1234' }

async function setConfig(key: string, value: unknown) {
  const response = await fetch(`${env.origin}/app-api/__test__/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, value }),
  })
  expect(response.ok).toBe(true)
}
const secretX = async (key: string) =>
  (await (await fetch(`${env.origin}/app-api/__test__/slider?key=${key}`)).json()).data.x as number

let original: { sys_config: Record<string, unknown> }
beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12))
  original = await api().content.config()
  await setConfig('config', { ...original, sys_config: { ...original.sys_config, vcode_style: '3' } })
  await setConfig('login_limit', { vCode: 1 })
})
afterAll(async () => {
  await env.stop()
})

describe('captcha style 3: the slider captcha', () => {
  it('draws a challenge whose answer stays on the server, and a right answer gives a single-use login ticket', async () => {
    const key = 'slider-key-1'
    const challenge = await api().auth.sliderChallenge(key)
    expect(challenge).toMatchObject({ width: 280, height: 160, piece: 44 })
    expect(challenge.image).toMatch(/^<svg /)
    const x = await secretX(key)
    expect(JSON.stringify(challenge)).not.toContain(`"x":`)

    // Without a ticket, or with an image code, login is refused.
    expect(await fail(api().auth.login({ ...member, captchaKey: key }))).toMatchObject({
      code: errorCodes.vCodeError,
      message: '验证码不正确',
    })
    const { ticket, auto } = await api().auth.verifySlider(key, x + 4)
    expect(auto).toBe(false)
    // The challenge is gone once answered.
    expect(await fail(api().auth.verifySlider(key, x))).toMatchObject({ code: errorCodes.vCodeError })
    expect(
      await fail(api().auth.login({ ...member, captchaKey: 'other-key', captchaTicket: ticket })),
    ).toMatchObject({ code: errorCodes.vCodeError })
    // A wrong key consumed nothing of this key's ticket; the right key logs in once.
    const session = await api().auth.login({ ...member, captchaKey: key, captchaTicket: ticket })
    expect(session.token).toBeTruthy()
    expect(await fail(api().auth.login({ ...member, captchaKey: key, captchaTicket: ticket }))).toMatchObject(
      {
        code: errorCodes.vCodeError,
      },
    )
  })

  it('refuses a wrong position and passes automatically only after 3 consecutive wrong answers', async () => {
    const key = 'slider-key-2'
    expect(await fail(api().auth.verifySlider(key, 'auto'))).toMatchObject({ code: errorCodes.vCodeError })
    for (let i = 0; i < 3; i++) {
      await api().auth.sliderChallenge(key)
      const x = await secretX(key)
      expect(await fail(api().auth.verifySlider(key, x + 20))).toMatchObject({ message: '验证码不正确' })
      if (i < 2)
        expect(await fail(api().auth.verifySlider(key, 'auto'))).toMatchObject({
          code: errorCodes.vCodeError,
        })
    }
    const passed = await api().auth.verifySlider(key, 'auto')
    expect(passed.auto).toBe(true)
    expect(
      (await api().auth.login({ ...member, captchaKey: key, captchaTicket: passed.ticket })).token,
    ).toBeTruthy()
    // The pass reset the count: the next automatic pass needs 3 new failures.
    expect(await fail(api().auth.verifySlider(key, 'auto'))).toMatchObject({ code: errorCodes.vCodeError })
  })

  it('with style 1 the image code applies again and tickets do not', async () => {
    await setConfig('config', original)
    try {
      const key = 'slider-key-3'
      await api().auth.sliderChallenge(key)
      const { ticket } = await api().auth.verifySlider(key, await secretX(key))
      expect(
        await fail(api().auth.login({ ...member, captchaKey: key, captchaTicket: ticket })),
      ).toMatchObject({
        code: errorCodes.vCodeError,
      })
    } finally {
      await setConfig('config', { ...original, sys_config: { ...original.sys_config, vcode_style: '3' } })
    }
  })
})
