import { createLiuheApi } from '@liuhe/api'
import type { Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'
import { untilOpen } from './support/turns'

/** The slip's totals line (共 X 元 · 可赢 Y 元). */
const quote = (page: Page) => page.getByText(/^共 [\d,.]+ 元$/).locator('..')

/** Confirms the open bet dialog and waits for 下注成功. */
async function confirmBet(page: Page, expected: string) {
  await page.getByRole('button', { name: '下注' }).click()
  const dialog = page.getByRole('dialog', { name: /期 新澳门六合彩 下注清单/ })
  await expect(dialog).toContainText(expected)
  await expect(dialog).toContainText('合计注数1')
  await expect(dialog).toContainText('总金额10.00 元')
  const before = await statusMark(page)
  await dialog.getByRole('button', { name: '确定' }).click()
  await expectStatusSince(page, '下注成功', before)
}

test('a member bets 总肖 5肖 and a 过关 with a 合单 leg; the chosen draw pays both', async ({ page }) => {
  test.setTimeout(240_000)
  // The margin covers the login and both bets (Macau closes once a day for two minutes).
  await untilOpen(110, 90_000)
  await logIn(page, accounts.member, '/auth/login?redirectTo=%2Fgame%2F110%3Fplay%3Dsm.zongxiao')
  await expect(page).toHaveURL(/\/game\/110\?play=sm\.zongxiao$/)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const { token } = await createLiuheApi({ origin: platformOrigin }).auth.login(accounts.member)
  const api = createLiuheApi({ origin: platformOrigin, token })
  const start = (await api.user.checkMoney()).money

  // 总肖: each count is its own pick, 234肖 stays beside them.
  const groups = page.getByRole('navigation', { name: '玩法分类' })
  await expect(groups.getByRole('link', { name: '总肖', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  for (const name of [
    '2肖 赔率 100000',
    '3肖 赔率 388.94',
    '4肖 赔率 16.869',
    '6肖 赔率 2.133',
    '234肖 赔率 16.165',
  ])
    await expect(page.getByRole('option', { name })).toBeVisible()
  await page.getByRole('option', { name: '5肖 赔率 3.202' }).click()
  await expect(page.getByText('已选中 1 注')).toBeVisible()
  await page.getByRole('textbox', { name: '投注金额' }).fill('10')
  await expect(quote(page)).toHaveText('共 10.00 元可赢 32.02 元')
  await page.screenshot({ path: '/tmp/plays-zongxiao.png' })
  await confirmBet(page, '总肖 5肖')

  // 过关: 正码1 合单 and 正码2 大, 10 元: 10 × 1.92 × 1.92 = 36.864, paid 36.86.
  await groups.getByRole('link', { name: '过关', exact: true }).click()
  await expect(page).toHaveURL(/play=sm\.guoguan/)
  const leg = (label: string) => page.getByRole('region', { name: label, exact: true })
  for (const option of ['合大', '合小', '合双', '尾大', '尾小'])
    await expect(leg('正码3').getByRole('option', { name: `${option} 赔率 1.92` })).toBeVisible()
  await leg('正码1').getByRole('option', { name: '合单 赔率 1.92', exact: true }).click()
  await leg('正码2').getByRole('option', { name: '大 赔率 1.92', exact: true }).click()
  await expect(page.getByText('已选中 1 注')).toBeVisible()
  await page.getByRole('textbox', { name: '投注金额' }).fill('10')
  await expect(quote(page)).toHaveText('共 10.00 元可赢 36.86 元')
  await leg('正码1').scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/plays-guoguan.png' })
  await confirmBet(page, '合单')
  await expect.poll(async () => (await api.user.checkMoney()).money).toBe(start - 20)

  // The draw (test hook): 12 30 24 06 01 02 + 03 show five zodiacs (12 24, 30 06, 01, 02, 03); 正码1 12 is
  // 合单 (1 + 2 = 3), 正码2 30 is 大.
  const drawn = await fetch(`${platformOrigin}/app-api/__test__/draw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameId: 110, openNum: '12,30,24,06,01,02,03' }),
  })
  expect(drawn.status).toBe(200)
  const { turnNum } = ((await drawn.json()) as { data: { turnNum: string } }).data
  // This test's bets: an earlier file in the same worker may have left the member a bet on this turn
  // (hant.e2e.ts bets 特肖 on the open Macau turn), and which files share a worker varies.
  const settled = (await api.bets.todayList({ page: 1, rows: 100, status: 1 })).rows.filter(
    (row) => row.turnNum === turnNum && /^(总肖|过关) /.test(row.betInfo),
  )
  expect(settled.map((row) => [row.betInfo.replace(/ @.*/, ''), row.result, row.reward]).sort()).toEqual(
    [
      ['总肖 5肖', 1, 32.02],
      ['过关 正码1 合单 / 正码2 大', 1, 36.86],
    ].sort(),
  )
  expect((await api.user.checkMoney()).money).toBe(Math.round((start - 20 + 32.02 + 36.86) * 100) / 100)
})
