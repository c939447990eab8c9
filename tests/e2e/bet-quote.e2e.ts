import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'
import { untilOpen } from './support/turns'

/** The slip's totals line (共 X 元 · 可赢 / 最高可赢 Y 元). */
const quote = (page: Page) => page.getByText(/^共 [\d,.]+ 元$/).locator('..')
const balanceOf = async (page: Page) =>
  Number((await page.getByText(/^彩票余额 [\d,.]+ 元$/).textContent())!.replace(/[^\d.]/g, ''))

test('the slip shows what a 特码 bet takes and 可赢, and 四全中 odds read 10733', async ({ page }) => {
  test.setTimeout(180_000)
  await untilOpen(110, 20_000)
  await page.goto('/game/110')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('option', { name: /^07 / }).click()
  await page.getByRole('option', { name: /^11 / }).click()
  await page.getByRole('textbox', { name: '投注金额' }).fill('10')
  // Two 注 of 10 元; one of them can win, at 49: 490 元 back.
  await expect(quote(page)).toHaveText('共 20.00 元可赢 490.00 元')

  await page.goto('/game/110?play=sm.lianma.siquanzhong')
  await expect(page.getByRole('option', { name: '01 红波 赔率 10733' })).toBeVisible()
})

test('a lucky niu niu 翻倍 bet: the slip and the confirmation total what the platform debits', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await untilOpen(95, 60_000)
  await logIn(page, accounts.member, '/auth/login?redirectTo=%2Fgame%2F95%3Fplay%3Dnn.fanbei')
  await expect(page).toHaveURL(/\/game\/95\?play=nn\.fanbei$/)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const groups = page.getByRole('navigation', { name: '玩法分类' })
  await expect(groups.getByRole('link', { name: '翻倍', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const start = await balanceOf(page)

  await page.getByRole('option', { name: /^闲一 / }).click()
  await page.getByRole('textbox', { name: '投注金额' }).fill('10')
  // 翻倍 holds 5 stakes per 注; a 牛牛 hand pays the hold and 5 × 10 × (2 − 1) back: 最高可赢 100 元.
  await expect(quote(page)).toHaveText('共 50.00 元最高可赢 100.00 元')
  await page.getByRole('button', { name: '下注' }).click()
  const dialog = page.getByRole('dialog', { name: /期 幸运牛牛 下注清单/ })
  await expect(dialog).toContainText('合计注数1')
  await expect(dialog).toContainText('总金额50.00 元')
  await expect(dialog).toContainText('最高可赢100.00 元')
  const shown = Number(
    (await dialog.getByText('总金额').locator('xpath=following-sibling::dd').textContent())!.replace(
      /[^\d.]/g,
      '',
    ),
  )
  const before = await statusMark(page)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expectStatusSince(page, '下注成功', before)
  await expect.poll(() => balanceOf(page)).toBe(Math.round((start - shown) * 100) / 100)
})
