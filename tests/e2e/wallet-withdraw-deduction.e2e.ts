import { createLiuheApi } from '@liuhe/api'
import type { Locator, Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { holdBack } from './support/holdBack'
import { logIn, startTrial } from './support/session'

/** The value beside a term of a details list (手续费, 预计到账, …) inside `scope`. */
const detail = (scope: Page | Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`)

/**
 * A member of its own (registered through the platform, 18+ confirmed, fund password 1357, one saved card),
 * so no other test's bets move its 打码量 while the form is read.
 */
async function newMember() {
  const account = `wd${Date.now().toString(36).slice(-8)}${Math.floor(Math.random() * 90 + 10)}`
  const password = 'Goodpass123'
  const guest = createLiuheApi({ origin: platformOrigin, companyCode: 'LH' })
  const { token } = await guest.auth.register({ account, password, confirmPassword: password })
  const api = createLiuheApi({ origin: platformOrigin, companyCode: 'LH', token })
  await api.responsible.confirmAdult()
  await api.account.updateFundPassword({ fundPwd: '1357', confirmFundPwd: '1357' })
  await api.wallet.updateBank({
    bankName: '中国建设银行',
    accountName: '李四',
    cardNo: '6217000011112222333',
    cashPassword: '1357',
  })
  return { account, password }
}

test('the withdrawal deduction shows before submitting, and the order, its bill and 打码量 show the same', async ({
  page,
}) => {
  await logIn(page, await newMember())

  // Recharge 500 through 快捷支付 on the simulated provider's page, and come back to the app from it.
  await page.goto('/recharge?channel=quick-pay')
  await page.getByRole('textbox', { name: '充值金额' }).fill('500')
  await page.getByRole('button', { name: '立即充值' }).click()
  await expect(page).toHaveURL(/\/recharge\/third-party\/R[0-9A-Z]+$/)
  const orderNo = page.url().split('/').at(-1)!
  await page.getByRole('link', { name: '前往支付' }).click()
  await expect(page).toHaveURL(new RegExp(`^${platformOrigin}/pay/${orderNo}\\?exp=\\d+&sig=[0-9a-f]{64}$`))
  const back = page.getByRole('link', { name: '返回应用查看订单' })
  await expect(back).toHaveAttribute('href', new RegExp(`/recharge-history/${orderNo}$`))
  await page.getByRole('button', { name: '确认支付' }).click()
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible()
  await page.getByRole('link', { name: '返回应用查看订单' }).click()
  await expect(page).toHaveURL(new RegExp(`/recharge-history/${orderNo}$`))
  await expect(page.getByText('已到账').first()).toBeVisible()

  // 200 typed while the page's code is still on its way is kept, and priced, once it runs.
  const release = await holdBack(page, '**/assets/*.js')
  await page.goto('/withdraw-money', { waitUntil: 'commit' })
  await page.getByRole('textbox', { name: '提现金额' }).fill('200')
  release()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('textbox', { name: '提现金额' })).toHaveValue('200')
  // 5 % of the unmet 500: ¥25.00, and ¥175.00 arrives, before anything is submitted.
  await expect(detail(page, '手续费')).toHaveText('¥25.00（打码量未达标，扣除未达标入账金额的5%）')
  await expect(detail(page, '预计到账')).toHaveText('¥175.00')

  await page.getByRole('button', { name: '立即提现' }).click()
  const dialog = page.getByRole('dialog', { name: '验证取款密码' })
  await dialog.getByRole('textbox', { name: '取款密码 第1位' }).click()
  await page.keyboard.type('1357')
  await dialog.getByRole('button', { name: '确定' }).click()
  const result = page.getByRole('region', { name: '提现申请' })
  await expect(result).toContainText('预计到账 ¥175.00')
  await expect(result).toContainText('提现扣除 ¥25.00（打码量未达标），实际到账 ¥175.00')

  await page.goto('/valid-withdraw')
  const last = page.getByRole('region', { name: '上次提现' })
  await expect(detail(last, '提现扣除')).toHaveText('25.00')
  await expect(detail(last, '实际到账')).toHaveText('175.00')

  await page.goto('/bills')
  await expect(
    page
      .getByRole('list', { name: '资金明细列表' })
      .getByText('提现扣除 ¥25.00（打码量未达标），实际到账 ¥175.00'),
  ).toBeVisible()
})

test('a trial account tapping 充值 is told why it stays', async ({ page }) => {
  await startTrial(page)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('link', { name: '充值', exact: true }).click()
  await expect(page.getByText('试玩账户无法进行该操作，请注册正式账户!')).toBeVisible()
  await expect(page).not.toHaveURL(/\/recharge/)
})
