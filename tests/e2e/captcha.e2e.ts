import type { BrowserContext } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { accounts } from './support/session'

/**
 * The captcha key the app keeps in the visitor's session. The cookie is signed, not encrypted, so a test
 * can read its payload (base64 JSON before the signature).
 */
async function captchaKey(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === '__liuhe')
  expect(cookie, 'session cookie').toBeDefined()
  const payload = decodeURIComponent(cookie!.value).split('.')[0]!
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8')).captcha_login as string
}

test('when the login limit asks for a captcha, a wrong code is refused and the right one logs in', async ({
  page,
  context,
  request,
}) => {
  const setLoginLimit = (vCode: number) =>
    request.post(`${platformOrigin}/app-api/__test__/config`, {
      data: { key: 'login_limit', value: { vCode } },
    })
  await setLoginLimit(1)
  try {
    const image = page.getByRole('img', { name: '验证码' })
    // A guest's login page may come from the app server's page cache for up to a second after the change.
    await expect(async () => {
      await page.goto('/auth/login')
      await expect(image).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: 5000 })
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    await page.getByRole('textbox', { name: '用户名' }).fill(accounts.member.account)
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(accounts.member.password)
    // An empty code gets our message, not the browser's "Please fill out this field".
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await expect(page.getByText('验证码不正确').first()).toBeVisible()
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(accounts.member.password)

    await page.getByRole('textbox', { name: '验证码' }).fill('0000')
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await expect(page.getByText('验证码不正确').first()).toBeVisible()
    // What the user typed stays; the captcha is drawn again.
    await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue(accounts.member.account)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)

    const key = await captchaKey(context)
    const code = (
      await (await request.get(`${platformOrigin}/app-api/__test__/vcode?kind=login&key=${key}`)).json()
    ).data.code as string
    await page.getByRole('textbox', { name: '验证码' }).fill(code)
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(accounts.member.password)
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await expect(page.getByRole('status').getByText('登录成功!')).toBeVisible()
  } finally {
    await setLoginLimit(0)
  }
})
