import { randomUUID } from 'node:crypto'
import { createLiuheApi } from '@liuhe/api'
import { RATE_LIMITED_MESSAGE } from '@liuhe/domain'
import type { APIRequestContext, Page } from '@playwright/test'
import { xssPageVectors } from '../../apps/mobile/app/test-support/xssVectors'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'

const SESSION_COOKIE = '__liuhe'

/** Calls a platform test hook. */
async function hook(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`${platformOrigin}/app-api/__test__/${path}`, { data })
  expect(response.ok(), await response.text()).toBe(true)
}

/** The value of the app's session cookie in the page's context, if any. */
async function sessionCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value
}

/** Records every dialog a page opens (a vector that ran would open one). */
function watchDialogs(page: Page): string[] {
  const opened: string[] = []
  page.on('dialog', (dialog) => {
    opened.push(dialog.message())
    void dialog.dismiss()
  })
  return opened
}

/** A new member registered for one test, with its password. */
async function newMember() {
  const password = 'Goodpass123'
  const account = `x${randomUUID().replace(/-/g, '').slice(0, 11)}`
  const guest = createLiuheApi({ origin: platformOrigin, companyCode: 'LH' })
  const { version } = await guest.auth.registerLimit()
  await guest.auth.register({ account, password, confirmPassword: password, version })
  return { account, password }
}

test('the login and register forms show 操作过于频繁 on a refused (429) request and keep what was typed', async ({
  page,
  request,
}) => {
  // Limits of 0 refuse every login and registration while the test runs (restored after).
  await hook(request, 'config', {
    key: 'rate_limits',
    value: { login: { perAccount: { max: 0 } }, register: { perIp: { max: 0 } } },
  })
  try {
    await page.goto('/auth/login')
    await page.getByLabel('用户名').fill(accounts.member.account)
    await page.getByLabel('密码', { exact: true }).fill(accounts.member.password)
    const beforeLogin = await statusMark(page)
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await expectStatusSince(page, RATE_LIMITED_MESSAGE, beforeLogin)
    await expect(page.getByLabel('用户名')).toHaveValue(accounts.member.account)
    await expect(page).toHaveURL(/\/auth\/login$/)

    await page.goto('/auth/register')
    const account = `r${Date.now().toString(36).slice(-8)}`
    await page.getByLabel('用户名', { exact: true }).fill(account)
    await page.getByLabel('密码', { exact: true }).fill('Goodpass123')
    await page.getByLabel('确认密码', { exact: true }).fill('Goodpass123')
    const beforeRegister = await statusMark(page)
    await page.getByRole('button', { name: '注册', exact: true }).click()
    await expectStatusSince(page, RATE_LIMITED_MESSAGE, beforeRegister)
    await expect(page.getByLabel('用户名', { exact: true })).toHaveValue(account)
    const guest = createLiuheApi({ origin: platformOrigin, companyCode: 'LH' })
    // Nothing was written: the account is still free.
    await expect(guest.auth.checkUnique('account', account)).resolves.toBe(false)
  } finally {
    await hook(request, 'config', { key: 'rate_limits', value: {} })
  }
})

test('login starts a new session cookie, and a copied cookie stops working once its session logs out', async ({
  page,
  browser,
}) => {
  // A guest session first (the promotion code is kept in it), as a planted cookie would be.
  await page.goto('/?code=8866001')
  const before = await sessionCookie(page)
  expect(before).toBeTruthy()
  await logIn(page, accounts.member, '/auth/login?redirectTo=/profile')
  const after = await sessionCookie(page)
  expect(after).toBeTruthy()
  expect(after).not.toBe(before)

  // Another browser with the copied cookie is signed in as the same member…
  const copy = await browser.newContext()
  try {
    await copy.addCookies((await page.context().cookies()).filter((c) => c.name === SESSION_COOKIE))
    const other = await copy.newPage()
    await other.goto('/profile')
    await expect(other.getByRole('heading', { name: accounts.member.account })).toBeVisible()

    // …until the original logs out: the platform token is revoked, so the copy is a guest.
    await page.goto('/profile')
    await page.getByRole('button', { name: '退出登录' }).click()
    await expect(page).toHaveURL(/\/$/)
    await other.goto('/profile')
    await expect(other.getByRole('heading', { name: '您还未登录' })).toBeVisible()
    await other.goto('/bills')
    await expect(other).toHaveURL(/\/auth\/login\?redirectTo=%2Fbills$/)
  } finally {
    await copy.close()
  }
})

test('a password change keeps this browser signed in with a new cookie and makes a copied cookie a guest', async ({
  page,
  browser,
}) => {
  const member = await newMember()
  await logIn(page, member, '/auth/login?redirectTo=%2Fchange-password')
  const before = await sessionCookie(page)
  const copy = await browser.newContext()
  try {
    await copy.addCookies((await page.context().cookies()).filter((c) => c.name === SESSION_COOKIE))
    const other = await copy.newPage()
    await other.goto('/bills')
    await expect(other).toHaveURL('/bills')

    await page.getByLabel('原密码').fill(member.password)
    await page.getByLabel('新密码', { exact: true }).fill('Newpass123')
    await page.getByLabel('确认新密码').fill('Newpass123')
    await page.getByRole('button', { name: '确认修改' }).click()
    await expect(page).toHaveURL('/security-center')
    expect(await sessionCookie(page)).not.toBe(before)
    await page.goto('/bills')
    await expect(page).toHaveURL('/bills')
    // The copy carries the token of before the change, which the platform ended.
    await other.goto('/bills')
    await expect(other).toHaveURL(/\/auth\/login\?redirectTo=%2Fbills$/)
  } finally {
    await copy.close()
  }
})

test('redirectTo after login never leaves the site', async ({ page }) => {
  // A tab inside the path: browsers drop it, which would make `//evil.example` of it.
  await logIn(page, accounts.member, `/auth/login?redirectTo=${encodeURIComponent('/\t/evil.example/x')}`)
  const origin = new URL(page.url()).origin
  await expect(page).toHaveURL(`${origin}/`)
})

test('script in platform HTML and in stored personal details does not run and shows as text', async ({
  page,
  request,
}) => {
  const dialogs = watchDialogs(page)
  const promotionId = 10
  const original = await createLiuheApi({ origin: platformOrigin, companyCode: 'LH' }).promotions.detail(
    promotionId,
  )
  // Every image vector carries an empty alt, so the page stays accessible once the handler is gone.
  const vectors = xssPageVectors.map((vector) => vector.replace(/<img /g, '<img alt="" '))
  await hook(request, 'promotion', {
    id: promotionId,
    content: `<p>活动说明</p>${vectors.join('\n')}<p>&lt;script&gt;window.__xss=1&lt;/script&gt;</p>`,
  })
  try {
    await page.goto(`/promotional/4/${promotionId}`)
    const article = page.getByRole('article')
    await expect(article).toContainText('活动说明')
    // Escaped markup in the platform's text stays text.
    await expect(article).toContainText('<script>window.__xss=1</script>')
    await expect(article.locator('script, iframe, svg, math, object, embed, style')).toHaveCount(0)
    await expect(article.locator('[onerror], [onload], [ontoggle], [srcdoc]')).toHaveCount(0)
    await expect(article.locator('a[href*="script:" i]')).toHaveCount(0)
    // Give the images time to fail loading: an onerror would have run by then.
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  } finally {
    await hook(request, 'promotion', { id: promotionId, content: original.content })
  }

  // A member's details as stored (past the form's rules) are shown as text.
  const member = await newMember()
  const stored = '<img src=x onerror="window.__xss=1">'
  await hook(request, 'details', {
    account: member.account,
    details: { email: stored, qq: '<svg/onload=window.__xss=1>' },
  })
  await logIn(page, member)
  await page.goto('/personal-info')
  const details = page.getByRole('region', { name: '资料' })
  await expect(details).toContainText(stored)
  await expect(details).toContainText('<svg/onload=window.__xss=1>')
  await expect(details.locator('img, svg')).toHaveCount(0)
  await page.waitForLoadState('load')
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()

  // What a user types into a form comes back as the field's value, never as markup.
  await page.context().clearCookies()
  await page.goto('/auth/login')
  await page.getByLabel('用户名').fill(stored)
  await page.getByLabel('密码', { exact: true }).fill('Whatever123')
  const beforeLogin = await statusMark(page)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expectStatusSince(page, '用户名或密码错误', beforeLogin)
  await expect(page.getByLabel('用户名')).toHaveValue(stored)
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])
})
