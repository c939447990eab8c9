import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { platformOrigin } from '../playwright.config'

/** Demo accounts of the seeded platform. */
export const accounts = {
  member: { account: 'demo01', password: 'Demo1234' },
  fresh: { account: 'fresh01', password: 'Fresh1234' },
  agent: { account: 'agent01', password: 'Agent1234' },
} as const

/** Logs in through the login page (optionally the one a guard sent the browser to). */
export async function logIn(page: Page, who: { account: string; password: string }, path = '/auth/login') {
  if (path) await page.goto(path)
  await page.getByRole('textbox', { name: '用户名' }).fill(who.account)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(who.password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  // The login goes to the platform and back, then to the next page: seconds on a busy machine. The sign
  // waited for is leaving the login page: its toast 登录成功! shows for 1.5 s only, and a CI run beside the
  // `stress` loop once let it come and go unseen (the page had logged in). auth.e2e.ts checks the toast.
  await expect(page).not.toHaveURL(/\/auth\/login([?#]|$)/, { timeout: 20_000 })
}

/** Starts a trial account through 随便逛逛 on the login page; the app then shows the profile. */
export async function startTrial(page: Page) {
  await page.goto('/auth/login')
  await page.getByRole('button', { name: '随便逛逛' }).click()
  await expect(page).toHaveURL(/\/profile$/)
}

/** Runs `body` with the platform's register-limit flags changed, restoring the stored config afterwards. */
export async function withRegisterLimit(
  request: APIRequestContext,
  flags: Record<string, number | string>,
  body: () => Promise<void>,
) {
  const served = await (
    await request.get(`${platformOrigin}/sys-upload/data/json/register_limit.json`)
  ).json()
  const { version: _version, ...stored } = served.data
  const set = (value: unknown) =>
    request.post(`${platformOrigin}/app-api/__test__/config`, { data: { key: 'register_limit', value } })
  await set({ ...stored, ...flags })
  try {
    await body()
  } finally {
    await set(stored)
  }
}
