import { randomUUID } from 'node:crypto'
import { createLiuheApi, type LiuheApi } from '@liuhe/api'
import type { Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { holdBack } from './support/holdBack'
import { logIn } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'
import { untilOpen } from './support/turns'

const PASSWORD = 'Limit1234'
const shots = 'test-results/responsible-gaming'

/** A new member for one test, holding `yuan` 元 (the credit hook), confirmed 18+ unless told otherwise. */
async function newMember(
  yuan: number,
  adult = true,
): Promise<{ account: string; password: string; api: LiuheApi }> {
  const guest = createLiuheApi({ origin: platformOrigin, companyCode: 'LH' })
  const account = `r${randomUUID().replace(/-/g, '').slice(0, 11)}`
  const { version } = await guest.auth.registerLimit()
  const { token } = await guest.auth.register({
    account,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    version,
  })
  const api = createLiuheApi({ origin: platformOrigin, companyCode: 'LH', token })
  if (adult) await api.responsible.confirmAdult()
  if (yuan > 0) {
    const credited = await fetch(`${platformOrigin}/app-api/__test__/credit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, yuan }),
    })
    expect(credited.status).toBe(200)
  }
  return { account, password: PASSWORD, api }
}

/** Picks 特码A 07 for 10 元 and presses 下注. */
async function betOnSeven(page: Page) {
  await page.getByRole('option', { name: /^07 / }).click()
  await page.getByRole('textbox', { name: '投注金额' }).fill('10')
  await page.getByRole('button', { name: '下注' }).click()
}

test('a member sets a daily deposit limit on /responsible-gaming and is refused a recharge over it', async ({
  page,
}) => {
  const member = await newMember(0)
  await logIn(page, member)
  // Reached from the profile page.
  await page.goto('/profile')
  await page.getByRole('link', { name: '负责任博彩' }).click()
  await expect(page).toHaveURL('/responsible-gaming')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()

  // A bad amount is refused in Chinese and what was typed stays.
  await page.getByRole('textbox', { name: '每日充值限额' }).fill('200')
  await page.getByRole('textbox', { name: '每周充值限额' }).fill('1.5')
  await page.getByRole('button', { name: '保存限额' }).click()
  await expect(page.getByText('限额须为整数（元）')).toBeVisible()
  await expect(page.getByRole('textbox', { name: '每日充值限额' })).toHaveValue('200')
  await expect(page.getByRole('textbox', { name: '每周充值限额' })).toHaveValue('1.5')

  await page.getByRole('textbox', { name: '每周充值限额' }).fill('')
  const beforeAction1 = await statusMark(page)
  await page.getByRole('button', { name: '保存限额' }).click()
  await expectStatusSince(page, '限额已保存', beforeAction1)
  await expect(page.getByText('今日已充值0元 · 当前限额200元')).toBeVisible()
  await page.screenshot({ path: `${shots}/limits.png`, fullPage: true })

  // Raising waits 24 hours: the page says when.
  await page.getByRole('textbox', { name: '每日充值限额' }).fill('500')
  const beforeAction2 = await statusMark(page)
  await page.getByRole('button', { name: '保存限额' }).click()
  await expectStatusSince(page, '限额已保存', beforeAction2)
  await expect(page.getByText(/提高至500元将于\d{4}-\d{2}-\d{2} \d{2}:\d{2}生效/)).toBeVisible()

  // The amount is typed while the page still waits for its code (held back until then, so the typing always
  // comes first) and sent once it has run: the refusal still shows what was typed (a CI run once saw it emptied).
  const release = await holdBack(page, '**/assets/*.js')
  await page.goto('/recharge?channel=quick-pay', { waitUntil: 'commit' })
  await page.getByRole('textbox', { name: '充值金额' }).fill('300')
  release()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('button', { name: '立即充值' }).click()
  await expect(page.getByText('已超出您设置的每日充值限额（200元），今日剩余额度200元')).toBeVisible()
  await expect(page).toHaveURL(/\/recharge\?(index&)?channel=quick-pay$/)
  await expect(page.getByRole('textbox', { name: '充值金额' })).toHaveValue('300')
  await page.screenshot({ path: `${shots}/recharge-refused.png` })
  // Nothing was ordered.
  expect((await member.api.wallet.rechargeOrders({ page: 1, rows: 20 })).rows).toHaveLength(0)
})

test('the limits form keeps what was typed when refused before the page script runs', async ({
  page: signedIn,
  browser,
}) => {
  const member = await newMember(0)
  await logIn(signedIn, member)
  // The same session in a browser that runs no script: the forms post and the server answers.
  const context = await browser.newContext({ javaScriptEnabled: false })
  await context.addCookies(await signedIn.context().cookies())
  const page = await context.newPage()
  try {
    await page.goto('/responsible-gaming')
    await expect(page).toHaveURL('/responsible-gaming')
    await page.getByRole('textbox', { name: '每日亏损限额' }).fill('abc')
    await page.getByRole('textbox', { name: '每月亏损限额' }).fill('800')
    await page.getByRole('button', { name: '保存限额' }).click()
    await expect(page.getByText('限额须为整数（元）')).toBeVisible()
    await expect(page.getByRole('textbox', { name: '每日亏损限额' })).toHaveValue('abc')
    await expect(page.getByRole('textbox', { name: '每月亏损限额' })).toHaveValue('800')
  } finally {
    await context.close()
  }
})

test('the first bet asks for the 18+ confirmation; then the bet goes through', async ({ page }) => {
  test.setTimeout(180_000)
  await untilOpen(110, 60_000)
  const member = await newMember(1000, false)
  await logIn(page, member, '/auth/login?redirectTo=%2Fgame%2F110')
  await expect(page).toHaveURL(/\/game\/110$/)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('link', { name: '理性投注 · 负责任博彩' })).toHaveAttribute(
    'href',
    '/responsible-gaming',
  )

  await betOnSeven(page)
  const adult = page.getByRole('dialog', { name: '年满18周岁确认' })
  await expect(adult).toContainText('投注和充值仅限年满18周岁的用户')
  // The picture once the login toast is gone and the dialog has finished opening.
  await expect(page.getByText('登录成功!')).toBeHidden()
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${shots}/adult-dialog.png` })
  // 取消: no bet, still unconfirmed.
  await adult.getByRole('button', { name: '取消' }).click()
  await expect(adult).toBeHidden()
  expect((await member.api.responsible.settings()).adultConfirmed).toBe(false)

  await page.getByRole('button', { name: '下注' }).click()
  await adult.getByRole('button', { name: '我已年满18周岁' }).click()
  const confirm = page.getByRole('dialog', { name: /期 新澳门六合彩 下注清单/ })
  const beforeBet = await statusMark(page)
  await confirm.getByRole('button', { name: '确定' }).click()
  await expectStatusSince(page, '下注成功', beforeBet)
  expect((await member.api.responsible.settings()).adultConfirmed).toBe(true)
})

test('the first recharge asks for the 18+ confirmation too, then makes the order', async ({ page }) => {
  const member = await newMember(0, false)
  await logIn(page, member, '/auth/login?redirectTo=%2Frecharge%3Fchannel%3Dquick-pay')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('textbox', { name: '充值金额' }).fill('100')
  await page.getByRole('button', { name: '立即充值' }).click()
  const adult = page.getByRole('dialog', { name: '年满18周岁确认' })
  await adult.getByRole('button', { name: '我已年满18周岁' }).click()
  await expect(page).toHaveURL(/\/recharge\/(third-party|online|processing)\/R[0-9A-Z]+$/)
  expect((await member.api.wallet.rechargeOrders({ page: 1, rows: 20 })).rows).toHaveLength(1)
  expect((await member.api.responsible.settings()).adultConfirmed).toBe(true)
})

test('a member starts a 24-hour cool-off and a bet is refused; browsing stays', async ({ page }) => {
  test.setTimeout(180_000)
  await untilOpen(110, 60_000)
  const member = await newMember(1000)
  await logIn(page, member, '/auth/login?redirectTo=%2Fresponsible-gaming')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('group', { name: '冷静期' }).getByText('24小时').click()
  await page.getByRole('button', { name: '开始', exact: true }).click()
  const ask = page.getByRole('dialog', { name: '确认开始' })
  await expect(ask).toContainText('确定开始24小时的冷静期吗？开始后不能提前结束')
  const beforeStart = await statusMark(page)
  await ask.getByRole('button', { name: '确认开始' }).click()
  await expectStatusSince(page, '已开始，期满前不能投注、充值或发言', beforeStart)
  await expect(
    page.getByText(/^您正处于冷静期中，\d{4}-\d{2}-\d{2} \d{2}:\d{2}前不能投注、充值或发言$/),
  ).toBeVisible()
  await page.screenshot({ path: `${shots}/cool-off.png`, fullPage: true })

  // Browsing the game stays; the bet is refused with the reason, and nothing is placed.
  await page.goto('/game/110')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await betOnSeven(page)
  await page
    .getByRole('dialog', { name: /下注清单/ })
    .getByRole('button', { name: '确定' })
    .click()
  await expect(page.getByText(/您正处于冷静期中，.*前不能投注、充值或发言/).first()).toBeVisible()
  await page.screenshot({ path: `${shots}/bet-refused.png` })
  expect((await member.api.bets.todayList({ page: 1, rows: 20 })).rows).toHaveLength(0)
})

test('the reality check shows time played and the net result every N minutes, with 继续 and 退出', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const member = await newMember(1000)
  await member.api.responsible.setRealityCheck(15)
  await page.clock.install()
  await logIn(page, member, '/auth/login?redirectTo=%2Fgame%2F110')
  await expect(page).toHaveURL(/\/game\/110$/)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()

  await page.clock.fastForward('14:00')
  await expect(page.getByRole('dialog', { name: '游戏时间提醒' })).toBeHidden()
  await page.clock.fastForward('01:30')
  const check = page.getByRole('dialog', { name: '游戏时间提醒' })
  await expect(check).toContainText(/您已连续游戏15分钟，本次净输赢0\.00元。/)
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${shots}/reality-check.png` })
  await check.getByRole('button', { name: '继续' }).click()
  await expect(check).toBeHidden()

  await page.clock.fastForward('15:30')
  await expect(check).toContainText('您已连续游戏31分钟')
  await check.getByRole('button', { name: '退出' }).click()
  await expect(page).toHaveURL('/')
})
