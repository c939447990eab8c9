import { randomUUID } from 'node:crypto'
import { createLiuheApi, type LiuheApi } from '@liuhe/api'
import { formatDate, formatMoney } from '@liuhe/domain'
import type { APIRequestContext, Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'

const PASSWORD = 'Wallet1234'

/** A new member registered for one test (not a demo account other suites read), with its client. */
async function newMember(): Promise<{ account: string; password: string; api: LiuheApi }> {
  const guest = createLiuheApi({ origin: platformOrigin, companyCode: 'LH' })
  const account = `w${randomUUID().replace(/-/g, '').slice(0, 11)}`
  const { version } = await guest.auth.registerLimit()
  const { token } = await guest.auth.register({
    account,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    version,
  })
  const api = createLiuheApi({ origin: platformOrigin, companyCode: 'LH', token })
  // Confirmed 18+ as any member who recharges has (responsible-gaming.e2e.ts shows the dialog).
  await api.responsible.confirmAdult()
  return { account, password: PASSWORD, api }
}

/** Calls a platform test hook. */
async function hook(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`${platformOrigin}/app-api/__test__/${path}`, { data })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).data
}

/** The balance the bonus center shows, in fen-free 元 text. */
async function shownBalance(page: Page) {
  return (await page.getByTestId('bonus-balance').textContent())?.trim()
}

test('a guest asking for the account pages is sent to login and comes back', async ({ page }) => {
  for (const path of [
    '/bills',
    '/betting-bonus',
    '/notifications',
    '/change-password',
    '/withdraw-history/W1',
  ]) {
    await page.goto(path)
    await expect(page).toHaveURL(`/auth/login?redirectTo=${encodeURIComponent(path)}`)
  }
  await logIn(page, accounts.member, '')
  await expect(page).toHaveURL('/withdraw-history/W1')
  await expect(page.getByText('订单不存在')).toBeVisible()
})

test('demo01 sees its bills, filters them by type and date, and an empty recharge history', async ({
  page,
}) => {
  await logIn(page, accounts.member, '/auth/login?redirectTo=%2Fbills')
  await expect(page).toHaveURL('/bills')
  await expect(page.getByRole('heading', { name: '资金明细' })).toBeVisible()
  // The seed opened demo01's wallets 90 days ago: a range back to then, filtered to opening rows, lists
  // both wallets' (unfiltered, the bets other tests place push them past the first page).
  const today = formatDate(Date.now(), 'YYYY-MM-DD')
  const start = formatDate(Date.now() - 120 * 86_400_000, 'YYYY-MM-DD')
  await page.goto(`/bills?type=opening&startDate=${start}&endDate=${today}`)
  const list = page.getByRole('list', { name: '资金明细列表' })
  await expect(page.getByLabel('类型')).toHaveValue('opening')
  await expect(list.getByText('期初余额')).toHaveCount(2)
  await expect(list.getByText('游戏钱包')).toBeVisible()
  await page.getByLabel('类型').selectOption({ label: '投注' })
  await page.getByRole('button', { name: '查询' }).click()
  await expect(page).toHaveURL(/type=bet/)
  await expect(page).toHaveURL(new RegExp(`startDate=${start}`))
  await expect(list.getByText('期初余额')).toHaveCount(0)
  // A range ending in the future is refused and replaced by the last 7 days.
  await page.goto(`/bills?startDate=${today}&endDate=2999-01-01`)
  await expect(page.getByRole('alert')).toHaveText('结束日期不能晚于今天')

  await page.goto('/recharge-history')
  await expect(page.getByText('暂无数据')).toBeVisible()
})

test('a recharge is listed with its timeline and a notification read clears the unread badge', async ({
  page,
  request,
}) => {
  const member = await newMember()
  const order = await member.api.wallet.createRechargeOrder({ channelId: 'bank-transfer', amount: 100 })
  await member.api.wallet.markTransferred(order.orderNo, '张三')
  await hook(request, 'recharge/approve', { orderNo: order.orderNo })

  await logIn(page, member, '/auth/login?redirectTo=%2Frecharge-history')
  await page.getByRole('link', { name: /银行卡转账/ }).click()
  await expect(page).toHaveURL(`/recharge-history/${order.orderNo}`)
  const steps = page.getByRole('list', { name: '充值进度' }).getByRole('listitem')
  await expect(steps).toHaveText([/提交订单/, /已付款/, /已到账/])

  // The credit pushed 充值到账通知: one unread message.
  await page.goto('/profile')
  const inbox = page.getByRole('navigation', { name: '我的功能' }).getByRole('link', { name: /消息通知/ })
  await expect(inbox).toContainText('1条未读')
  await inbox.click()
  await expect(page.getByTestId('unread-count')).toHaveText('1')
  await page.getByRole('button', { name: '标为已读 充值到账通知' }).click()
  await expect(page.getByTestId('unread-count')).toHaveText('0')
  await expect(page.getByText('未读', { exact: true })).toHaveCount(0)
  await page.goto('/profile')
  await expect(
    page.getByRole('navigation', { name: '我的功能' }).getByRole('link', { name: /消息通知/ }),
  ).not.toContainText('条未读')

  // Removing the message empties the inbox.
  await page.goto('/notifications')
  await page.getByRole('button', { name: '删除 充值到账通知' }).click()
  await expect(page.getByText('暂无数据')).toBeVisible()
})

test('a bonus-center reward raises the balance once', async ({ page, request }) => {
  const member = await newMember()
  await hook(request, 'bonus', { account: member.account, title: '测试活动礼金', yuan: 25 })
  await logIn(page, member, '/auth/login?redirectTo=%2Fbonus-center')
  const before = Number((await shownBalance(page))?.replace(/,/g, ''))
  const beforeClaim = await statusMark(page)
  await page.getByRole('button', { name: '立即领取 测试活动礼金' }).click()
  await expectStatusSince(page, '领取成功，25.00 元已存入余额', beforeClaim)
  await expect(page.getByTestId('bonus-balance')).toHaveText(formatMoney(before + 25, { symbol: false }))
  await expect(page.getByText('暂无数据')).toBeVisible()

  // The same claim again (a second tab, a resubmitted form) is refused and changes nothing.
  const [reward] = await member.api.wallet.bonusCenter()
  const again = await page.request.post('/bonus-center', { form: { id: String(reward?.id) } })
  expect(again.status()).toBe(400)
  expect(await again.text()).toContain('该奖励已领取')
  await page.goto('/bonus-center?status=1')
  await expect(page.getByText('测试活动礼金')).toBeVisible()
  await expect(page.getByTestId('bonus-balance')).toHaveText(formatMoney(before + 25, { symbol: false }))

  // The credit is one 活动奖励 bill.
  await page.goto('/bills?type=reward')
  await expect(page.getByRole('list', { name: '资金明细列表' }).getByText('+25.00')).toHaveCount(1)

  // 洗码 without valid bets: the platform's refusal.
  await page.goto('/betting-bonus')
  const beforeRebate = await statusMark(page)
  await page.getByRole('button', { name: '领取' }).click()
  await expectStatusSince(page, '暂无可领取的洗码', beforeRebate)
})

test('change password keeps this session, ends the others and refuses the old password', async ({
  page,
  browser,
}) => {
  const member = await newMember()
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await logIn(otherPage, member)

  await logIn(page, member, '/auth/login?redirectTo=%2Fchange-password')
  await page.getByLabel('原密码').fill('Wrong1234')
  await page.getByLabel('新密码', { exact: true }).fill('Newpass123')
  await page.getByLabel('确认新密码').fill('Newpass123')
  await page.getByRole('button', { name: '确认修改' }).click()
  await expect(page.getByRole('alert')).toHaveText('原密码错误')

  await page.getByLabel('原密码').fill(member.password)
  await page.getByLabel('新密码', { exact: true }).fill('Newpass123')
  await page.getByLabel('确认新密码').fill('Newpass124')
  await page.getByRole('button', { name: '确认修改' }).click()
  await expect(page.getByRole('alert')).toHaveText('登录密码与确认密码不一致')

  await page.getByLabel('确认新密码').fill('Newpass123')
  const beforeChange = await statusMark(page)
  await page.getByRole('button', { name: '确认修改' }).click()
  await expect(page).toHaveURL('/security-center')
  await expectStatusSince(page, '密码修改成功，其他设备已退出登录', beforeChange)
  // This session goes on; the other one is over.
  await page.goto('/bills')
  await expect(page).toHaveURL('/bills')
  await otherPage.goto('/bills')
  await expect(otherPage).toHaveURL(/\/auth\/login\?redirectTo=%2Fbills$/)
  await other.close()

  const guest = createLiuheApi({ origin: platformOrigin, companyCode: 'LH' })
  await expect(guest.auth.login({ account: member.account, password: member.password })).rejects.toThrow()
  await expect(guest.auth.login({ account: member.account, password: 'Newpass123' })).resolves.toHaveProperty(
    'token',
  )
})
