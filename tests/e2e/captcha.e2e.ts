import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { accounts } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'

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

    // The empty code's 验证码不正确 is still on screen: the answer to this post shows as a new image.
    const refusedImage = await image.getAttribute('src')
    // The loaders' revalidation after the post is held back until the new code is typed: it must not draw
    // the picture again (a second code, with the typed one cleared), as it did when the picture's address
    // also came from the loader.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/auth/login.data*', async (route) => {
      if (route.request().method() === 'GET') await held
      await route.continue()
    })
    const revalidated = page.waitForResponse(
      (response) => response.url().includes('/auth/login.data') && response.request().method() === 'GET',
    )
    await page.getByRole('textbox', { name: '验证码' }).fill('0000')
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await expect(image).not.toHaveAttribute('src', refusedImage ?? '')
    await expect(page.getByText('验证码不正确').first()).toBeVisible()
    // What the user typed stays; the captcha is drawn again.
    await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue(accounts.member.account)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)

    const key = await captchaKey(context)
    // The new image's code exists once the browser has fetched it.
    const hook = `${platformOrigin}/app-api/__test__/vcode?kind=login&key=${key}`
    let code = ''
    await expect
      .poll(async () => {
        const answer = await request.get(hook)
        code = answer.ok() ? ((await answer.json()).data.code as string) : ''
        return code
      })
      .not.toBe('')
    await page.getByRole('textbox', { name: '验证码' }).fill(code)
    release()
    await revalidated
    await page.unroute('**/auth/login.data*')
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(accounts.member.password)
    await expect(page.getByRole('textbox', { name: '验证码' })).toHaveValue(code)
    const beforeLogin = await statusMark(page)
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await expectStatusSince(page, '登录成功!', beforeLogin)
  } finally {
    await setLoginLimit(0)
  }
})

/** Runs `body` with captcha style 3 (sys_config.vcode_style '3') and the login captcha on. */
async function withPopupCaptcha(request: APIRequestContext, body: () => Promise<void>) {
  const served = (await (await request.get(`${platformOrigin}/sys-upload/data/json/config.json`)).json()).data
  const setConfig = (key: string, value: unknown) =>
    request.post(`${platformOrigin}/app-api/__test__/config`, { data: { key, value } })
  await setConfig('config', { ...served, sys_config: { ...served.sys_config, vcode_style: '3' } })
  await setConfig('login_limit', { vCode: 1 })
  try {
    await body()
  } finally {
    await setConfig('login_limit', { vCode: 0 })
    await setConfig('config', served)
  }
}

/** Opens the login page in style 3 (a guest page may be the cached one for up to a second) and fills it. */
async function openPopupLogin(page: Page) {
  // A page without style 3 is reloaded (the short check); the page's own work gets the usual waits, which
  // a busy machine may need.
  await expect(async () => {
    await page.goto('/auth/login')
    await expect(page.getByRole('textbox', { name: '验证码' })).toHaveCount(0, { timeout: 500 })
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 15_000 })
    await page.getByRole('textbox', { name: '用户名' }).fill(accounts.member.account)
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(accounts.member.password)
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await expect(page.getByRole('dialog', { name: '安全验证' })).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
  await expect(page.getByRole('img', { name: '拼图验证背景' })).toBeVisible()
}

/** Drags the slider's handle right by `dx` pixels and lets go. */
async function slide(page: Page, dx: number) {
  const handle = page.getByRole('slider', { name: '拼图滑块' })
  await expect(handle).toHaveAttribute('aria-disabled', 'false')
  const box = (await handle.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 8 })
  await page.mouse.up()
}

/**
 * The answer to the picture the slider shows, from the platform's test hook. After a wrong slide the
 * platform drops the challenge and the page asks for a new one: the hook answers once that one exists.
 */
async function secretX(request: APIRequestContext, context: BrowserContext) {
  const url = `${platformOrigin}/app-api/__test__/slider?key=${await captchaKey(context)}`
  let x = Number.NaN
  await expect
    .poll(async () => {
      const response = await request.get(url)
      if (!response.ok()) return false
      x = (await response.json()).data.x as number
      return true
    })
    .toBe(true)
  return x
}

test('captcha style 3: the popup slider captcha, solved, logs in by itself', async ({
  page,
  context,
  request,
}) => {
  await withPopupCaptcha(request, async () => {
    await openPopupLogin(page)
    const beforeSlide = await statusMark(page)
    await slide(page, await secretX(request, context))
    await expectStatusSince(page, '登录成功!', beforeSlide)
    await expect(page).toHaveURL(/\/$/)
  })
})

test('captcha style 3: a wrong slide is refused with a new picture; the third error passes automatically', async ({
  page,
  context,
  request,
}) => {
  await withPopupCaptcha(request, async () => {
    await openPopupLogin(page)
    const dialog = page.getByRole('dialog', { name: '安全验证' })
    for (const count of [1, 2]) {
      await slide(page, ((await secretX(request, context)) + 60) % 230)
      await expect(dialog.getByRole('status')).toHaveText('验证码不正确')
      expect(await page.evaluate(() => window.localStorage.getItem('liuhe:captcha-errors'))).toBe(
        String(count),
      )
    }
    await expect(page).toHaveURL(/\/auth\/login$/)
    // Both toasts last seconds each; the page's status log is read, not polled (support/toasts.ts).
    const beforeSlide = await statusMark(page)
    await slide(page, ((await secretX(request, context)) + 60) % 230)
    await expectStatusSince(page, '验证码错误，已自动验证', beforeSlide)
    await expectStatusSince(page, '登录成功!', beforeSlide)
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => window.localStorage.getItem('liuhe:captcha-errors'))).toBeNull()
  })
})
