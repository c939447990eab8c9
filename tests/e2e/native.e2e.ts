import { createLiuheApi, isApiError } from '@liuhe/api'
import type { Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'
import { expectStatusSince, statusMark, type ToastMark } from './support/toasts'

// Several page loads and navigations per test on a shared machine.
test.describe.configure({ timeout: 60_000 })

/** A request the app posted to the shell (app/native/bridge.ts). */
type Posted = { id: string; type: string; payload: Record<string, string> }

/**
 * Injects a fake native shell before the page's scripts run, as the iOS/Android shell does: it records every
 * message and hands login and register to `answer` (run here, in the test), which calls the real platform as
 * the shell would; `silent` leaves them unanswered (the time-out path).
 */
async function installShell(page: Page, mode: 'answer' | 'silent' = 'answer') {
  const api = createLiuheApi({ origin: platformOrigin, companyCode: 'LH' })
  await page.exposeFunction('fakeShellAnswer', async (message: Posted) => {
    try {
      const { password, password_confirmation, ...rest } = message.payload
      const session =
        message.type === 'login'
          ? await api.auth.login({ account: rest.account ?? '', password: password ?? '' })
          : await api.auth.register({
              ...rest,
              account: rest.account ?? '',
              password: password ?? '',
              confirmPassword: password_confirmation ?? '',
            })
      return { id: message.id, data: { token: session.token } }
    } catch (error) {
      return {
        id: message.id,
        error: { code: isApiError(error) ? error.code : 'X', msg: (error as Error).message },
      }
    }
  })
  await page.addInitScript((silent: boolean) => {
    const w = window as unknown as {
      LiuheNative: { postMessage(message: string): void }
      LiuheNativeReply?: (reply: string) => void
      fakeShellAnswer: (message: unknown) => Promise<unknown>
      shellMessages: unknown[]
    }
    w.shellMessages = []
    w.LiuheNative = {
      postMessage(raw) {
        const message = JSON.parse(raw)
        w.shellMessages.push(message)
        if (silent || (message.type !== 'login' && message.type !== 'register')) return
        void w.fakeShellAnswer(message).then((reply) => w.LiuheNativeReply?.(JSON.stringify(reply)))
      },
    }
  }, mode === 'silent')
}

const shellMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { shellMessages: Posted[] }).shellMessages)

/** Logs in through the form; returns where the page's status log stood just before the tap on 登录. */
async function fillLogin(page: Page, password: string): Promise<ToastMark> {
  await page.goto('/auth/login')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('textbox', { name: '用户名' }).fill(accounts.member.account)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password)
  const beforeLogin = await statusMark(page)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  return beforeLogin
}

test('inside the shell, login goes through the bridge; its error shows, its token signs in', async ({
  page,
}) => {
  await installShell(page)
  const beforeWrong = await fillLogin(page, 'WrongPass1')
  await expectStatusSince(page, '用户名或密码错误', beforeWrong)
  await expect(page).toHaveURL(/\/auth\/login$/)
  // The page posted nothing itself: the shell got the login and the platform's answer came back through it.
  expect(await shellMessages(page)).toEqual([
    expect.objectContaining({ type: 'login', payload: { account: 'demo01', password: 'WrongPass1' } }),
  ])

  await page.getByRole('textbox', { name: '密码', exact: true }).fill(accounts.member.password)
  const beforeLogin = await statusMark(page)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expectStatusSince(page, '登录成功!', beforeLogin)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('余额')).toBeVisible()
})

test('a native login that gets no answer times out after 30 s with 登录超时，请重新试下！', async ({
  page,
}) => {
  await page.clock.install()
  await installShell(page, 'silent')
  await page.goto('/auth/login')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  // From here the page's time moves only when the test moves it: the 30 s start at the tap on 登录, however
  // long the steps around it take on a busy machine.
  await page.clock.pauseAt(Date.now() + 1000)
  await page.getByRole('textbox', { name: '用户名' }).fill(accounts.member.account)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(accounts.member.password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect
    .poll(() => shellMessages(page))
    .toEqual([
      expect.objectContaining({ type: 'login', payload: { account: 'demo01', password: 'Demo1234' } }),
    ])
  await page.clock.runFor(29_000)
  await expect(page.getByRole('status').getByText('登录超时，请重新试下！')).toHaveCount(0)
  await page.clock.runFor(1_000)
  await expect(page.getByRole('status').getByText('登录超时，请重新试下！')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/login$/)
  // Time flows again for the fixtures' accessibility check.
  await page.clock.resume()
})

test('a made-up token from the shell signs no one in', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { LiuheNative: unknown; LiuheNativeReply?: (r: string) => void }
    w.LiuheNative = {
      postMessage(raw: string) {
        const { id } = JSON.parse(raw)
        setTimeout(() => w.LiuheNativeReply?.(JSON.stringify({ id, data: { token: 'forged-token' } })), 10)
      },
    }
  })
  const beforeLogin = await fillLogin(page, accounts.member.password)
  await expectStatusSince(page, '系统错误。请再试一次', beforeLogin)
  await page.goto('/bills')
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fbills$/)
})

test('inside the shell, register goes through the bridge and its token signs the new user in', async ({
  page,
}) => {
  await installShell(page)
  await page.goto('/auth/register')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const account = `nat${Date.now().toString(36).slice(-6)}`
  await page.getByRole('textbox', { name: '用户名' }).fill(account)
  await page.getByLabel('密码', { exact: true }).fill('Native123')
  await page.getByLabel('确认密码').fill('Native123')
  const beforeRegister = await statusMark(page)
  await page.getByRole('button', { name: '注册', exact: true }).click()
  await expectStatusSince(page, '注册成功!', beforeRegister)
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: account })).toBeVisible()
})

test('inside the shell, a third-party game opens natively turned by appDisplay and 在线客服 opens the native chat', async ({
  page,
}) => {
  await logIn(page, accounts.member)
  await installShell(page)
  await page.addInitScript(() => window.sessionStorage.setItem('game-center-notice-seen', '1'))
  const opened: string[] = []
  page.context().on('page', (p) => opened.push(p.url()))

  for (const [hash, name, orientation] of [
    ['#fish', '捕鱼王', 'landscape'],
    ['#live', 'AG旗舰厅', 'portrait'],
  ] as const) {
    await page.goto(`/game-center${hash}`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.getByRole('main').getByRole('button', { name, exact: true }).click()
    await page.getByRole('dialog', { name: '立即进入游戏!' }).getByRole('button', { name: '确定' }).click()
    await expect
      .poll(async () => (await shellMessages(page)).filter((m) => m.type === 'openGame').at(-1)?.payload)
      .toEqual({
        url: expect.stringContaining(
          `/demo-game/${name === '捕鱼王' ? 'AG/AG_FISH_KING' : 'AG/AG_LIVE_FLAGSHIP'}`,
        ),
        orientation,
      })
  }
  expect(opened, 'no browser window opened').toEqual([])

  await page.goto('/profile')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('link', { name: '在线客服' }).first().click()
  await expect.poll(async () => (await shellMessages(page)).map((m) => m.type)).toEqual(['openChat'])
  await expect(page).toHaveURL(/\/profile$/)
})
