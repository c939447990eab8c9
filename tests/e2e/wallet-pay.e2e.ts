import type { Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { withPausedClock } from './support/clock'
import { expect, test } from './support/fixtures'
import { accounts, logIn, startTrial } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'

// fresh01 starts without money and without a recharge; these tests run in order and carry it along:
// an online recharge, a bank transfer, a fund password, a card and a withdrawal.
test.describe.configure({ mode: 'serial' })

/** MB37 VIP内幕二肖: its newest rows are recharge-locked. */
const MB37 = '/template/110/1034'
const RECHARGE_LOCK = '请充值任意金额开通VIP！'

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toBeAttached()
/** Waits until no status region shows `text`: the next same-worded toast is then a new one. */
const toastGone = (page: Page, text: string) => expect(page.getByRole('status').getByText(text)).toBeHidden()

/** The member's withdrawable balance as /withdraw-money shows it. */
async function balanceOnWithdraw(page: Page): Promise<string> {
  await page.goto('/withdraw-money')
  return (await page.getByRole('region', { name: '彩票余额' }).textContent()) ?? ''
}

test('guests are sent to login and trial accounts are refused the recharge page', async ({ page }) => {
  await page.goto('/recharge')
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Frecharge$/)
  await startTrial(page)
  await withPausedClock(page, async () => {
    await page.goto('/recharge')
    await expect(page).not.toHaveURL(/\/recharge/)
    await expect(page.getByRole('status').getByText('试玩账户无法进行该操作，请注册正式账户!')).toBeVisible()
  })
  await page.goto('/withdraw-money')
  await expect(page).not.toHaveURL(/\/withdraw-money/)
})

test('fresh01 recharges through the payment provider, and recharge-locked content opens', async ({
  page,
}) => {
  await logIn(page, accounts.fresh)
  await page.goto(MB37)
  await expect(page.getByRole('article').first().getByRole('link', { name: RECHARGE_LOCK })).toHaveAttribute(
    'href',
    '/recharge',
  )

  await page.goto('/recharge')
  // Channels grouped by kind, as the platform answers them.
  for (const heading of ['银行转账', 'USDT充值', '电子钱包', '在线充值']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  }
  await page.getByRole('link', { name: '快捷支付' }).click()
  await expect(page.getByRole('heading', { name: '快捷支付' })).toBeVisible()
  await hydrated(page)
  // A refused amount keeps what was typed, with the platform's rule.
  const amount = page.getByRole('textbox', { name: '充值金额' })
  await amount.fill('5')
  await page.getByRole('button', { name: '立即充值' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '单笔充值金额须在10至50000元之间' })).toBeVisible()
  await expect(amount).toHaveValue('5')
  await page.getByRole('button', { name: '1000元' }).click()
  await expect(amount).toHaveValue('1000')
  await amount.fill('300')
  await page.getByRole('button', { name: '立即充值' }).click()

  await expect(page).toHaveURL(/\/recharge\/third-party\/R[0-9A-Z]+$/)
  const orderNo = page.url().split('/').at(-1)!
  await expect(page.getByText('¥300.00')).toBeVisible()
  await page.getByRole('link', { name: '前往支付' }).click()
  // The platform's simulated provider page, by the signed link the order answered (bound to the order).
  await expect(page).toHaveURL(new RegExp(`^${platformOrigin}/pay/${orderNo}\\?exp=\\d+&sig=[0-9a-f]{64}$`))
  await page.getByRole('button', { name: '确认支付' }).click()
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible()

  await page.goto(`/recharge/processing/${orderNo}`)
  await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible()
  await expect(page.getByText('已到账').first()).toBeVisible()
  // The order page of a credited order now shows its status.
  await page.goto(`/recharge/third-party/${orderNo}`)
  await expect(page).toHaveURL(`/recharge/processing/${orderNo}`)

  await page.goto(MB37)
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('link', { name: RECHARGE_LOCK })).toHaveCount(0)
})

test('a bank transfer approved by the back office raises the balance', async ({ page, request }) => {
  await logIn(page, accounts.fresh)
  expect(await balanceOnWithdraw(page)).toContain('300.00')
  await page.goto('/recharge?channel=bank-transfer')
  await page.getByRole('textbox', { name: '充值金额' }).fill('100.37')
  await page.getByRole('button', { name: '立即充值' }).click()
  await expect(page).toHaveURL(/\/recharge\/bank\?orderNo=R[0-9A-Z]+$/)
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!
  await expect(page.getByText('6222020200112233445')).toBeVisible()
  await expect(page.getByRole('button', { name: '复制收款账号' })).toBeVisible()
  await page.getByRole('textbox', { name: '付款人姓名' }).fill('张三')
  await page.getByRole('button', { name: '我已完成转账' }).click()
  await expect(page).toHaveURL(`/recharge/processing/${orderNo}`)
  await expect(page.getByText('待确认').first()).toBeVisible()
  await hydrated(page)

  const approved = await request.post(`${platformOrigin}/app-api/__test__/recharge/approve`, {
    data: { orderNo },
  })
  expect(approved.ok()).toBe(true)
  // The page asks again by itself until the order is credited.
  await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible({ timeout: 20_000 })
  expect(await balanceOnWithdraw(page)).toContain('400.37')
})

test('withdrawing asks for the fund password: set one, bind a card, then empty, wrong and right', async ({
  page,
}) => {
  await logIn(page, accounts.fresh)
  // fresh01 has no fund password: saving a card sends it to set one first.
  await page.goto('/account-list')
  await page.getByRole('textbox', { name: '开户银行' }).fill('中国建设银行')
  await page.getByRole('textbox', { name: '持卡人姓名' }).fill('李四')
  await page.getByRole('textbox', { name: '银行卡号' }).fill('6217 0000 1111 2222 333')
  await page.getByLabel('取款密码').fill('1357')
  const beforeAdd = await statusMark(page)
  await page.getByRole('button', { name: '确认添加' }).click()
  await expect(page).toHaveURL(/\/password-withdraw-money\?redirectTo=%2Faccount-list$/)
  await expectStatusSince(page, '请先设置取款密码', beforeAdd)

  await page.getByRole('button', { name: '确定' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '取款密码不能为空' })).toBeVisible()
  await page.getByLabel('取款密码', { exact: true }).fill('13a')
  await page.getByLabel('确认取款密码').fill('13')
  await page.getByRole('button', { name: '确定' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '取款密码必须为4位数字' })).toBeVisible()
  await page.getByLabel('取款密码', { exact: true }).fill('1357')
  await page.getByLabel('确认取款密码').fill('1357')
  const beforeSet = await statusMark(page)
  await page.getByRole('button', { name: '确定' }).click()
  await expect(page).toHaveURL('/account-list')
  await expectStatusSince(page, '操作成功!', beforeSet)
  // The card's own 操作成功! must be a new toast, not this one still on screen.
  await toastGone(page, '操作成功!')

  await page.getByRole('textbox', { name: '开户银行' }).fill('中国建设银行')
  await page.getByRole('textbox', { name: '持卡人姓名' }).fill('李四')
  await page.getByRole('textbox', { name: '银行卡号' }).fill('6217 0000 1111 2222 333')
  await page.getByLabel('取款密码').fill('1357')
  const beforeCard = await statusMark(page)
  await page.getByRole('button', { name: '确认添加' }).click()
  await expectStatusSince(page, '操作成功!', beforeCard)
  // The number comes back masked.
  await expect(
    page.getByRole('list', { name: '已绑定的银行卡' }).getByText('**** **** **** 2333'),
  ).toBeVisible()
  await expect(page.getByText('6217000011112222333')).toHaveCount(0)
  // Changing the card: the number is typed again, the password asked again.
  await page.getByRole('link', { name: '修改 中国建设银行 2333' }).click()
  await expect(page.getByRole('heading', { name: '修改银行卡' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: '开户银行' })).toHaveValue('中国建设银行')
  await page.getByRole('textbox', { name: '开户银行' }).fill('招商银行')
  await page.getByRole('textbox', { name: '银行卡号' }).fill('6217000011112222333')
  await page.getByLabel('取款密码').fill('1357')
  // The edit's own 操作成功! must be a new toast too.
  await toastGone(page, '操作成功!')
  const beforeEdit = await statusMark(page)
  await page.getByRole('button', { name: '保存修改' }).click()
  await expectStatusSince(page, '操作成功!', beforeEdit)
  await expect(page.getByRole('list', { name: '已绑定的银行卡' }).getByText('招商银行')).toBeVisible()

  expect(await balanceOnWithdraw(page)).toContain('400.37')
  await hydrated(page)
  await expect(page.getByRole('radio', { name: /招商银行/ })).toBeChecked()
  await page.getByRole('textbox', { name: '提现金额' }).fill('100')
  await page.getByRole('button', { name: '立即提现' }).click()
  const dialog = page.getByRole('dialog', { name: '验证取款密码' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('请输入取款密码')

  await dialog.getByRole('textbox', { name: '取款密码 第1位' }).click()
  await page.keyboard.type('9999')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('交易密码输入错误！')

  await dialog.getByRole('textbox', { name: '取款密码 第1位' }).click()
  await page.keyboard.type('1357')
  const beforeWithdraw = await statusMark(page)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expectStatusSince(page, '提现申请已提交，请等待审核', beforeWithdraw)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('region', { name: '提现申请' })).toContainText('审核中')
  await expect(page.getByRole('region', { name: '彩票余额' })).toContainText('300.37')

  // The 打码量 of the two recharges.
  await page.getByRole('link', { name: '查看打码量' }).click()
  await expect(page.getByRole('heading', { name: '打码量汇总' })).toBeVisible()
})

test('without JavaScript the forms still work: a refused recharge keeps the amount, the password is asked in the form', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/auth/login?redirectTo=%2Frecharge%3Fchannel%3Dquick-pay')
  await page.getByRole('textbox', { name: '用户名' }).fill(accounts.fresh.account)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(accounts.fresh.password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/recharge\?channel=quick-pay$/)

  const amount = page.getByRole('textbox', { name: '充值金额' })
  await amount.fill('60000')
  await page.getByRole('button', { name: '立即充值' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '单笔充值金额须在10至50000元之间' })).toBeVisible()
  await expect(amount).toHaveValue('60000')
  // Fixed amounts are radios, chosen without scripts.
  await page.getByRole('link', { name: '支付宝' }).click()
  await page.locator('label').filter({ hasText: '200元' }).click()
  await page.getByRole('button', { name: '立即充值' }).click()
  await expect(page).toHaveURL(/\/recharge\/online\/R[0-9A-Z]+$/)
  await expect(page.getByRole('img', { name: '支付页面二维码' })).toBeVisible()
  await page.getByRole('button', { name: '取消订单' }).click()
  await expect(page).toHaveURL(/\/recharge\/failed\?orderNo=R[0-9A-Z]+$/)
  await expect(page.getByText('订单已取消，本次充值未到账。')).toBeVisible()

  await page.goto('/withdraw-money')
  await page.getByRole('textbox', { name: '提现金额' }).fill('100')
  await page.getByRole('button', { name: '立即提现' }).click()
  const password = page.getByLabel('取款密码')
  await expect(password).toBeVisible()
  await password.fill('2468')
  await page.getByRole('button', { name: '立即提现' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '交易密码输入错误！' })).toBeVisible()
  await page.getByLabel('取款密码').fill('1357')
  await page.getByRole('button', { name: '立即提现' }).click()
  await expect(page.getByRole('region', { name: '提现申请' })).toContainText('审核中')
  await expect(page.getByRole('region', { name: '彩票余额' })).toContainText('200.37')
  await context.close()
})
