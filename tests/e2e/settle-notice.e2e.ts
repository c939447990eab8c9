import type { Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { blockingViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'
import { untilOpen } from './support/turns'

/** Draws Macau's open turn with chosen numbers (the platform's test hook; settled with the draw). */
async function drawMacau(openNum: string) {
  const response = await fetch(`${platformOrigin}/app-api/__test__/draw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameId: 110, openNum }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { turnNum: string } }).data.turnNum
}

/** Bets 10 元 on one 特码A number of the open turn, through the page's grid and its confirmation. */
async function betTema(page: Page, number: string) {
  await page.getByRole('option', { name: new RegExp(`^${number} `) }).click()
  await page.getByRole('textbox', { name: '投注金额' }).fill('10')
  await page.getByRole('button', { name: '下注' }).click()
  const before = await statusMark(page)
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expectStatusSince(page, '下注成功', before)
}

const shots = (name: string) => `${test.info().outputDir}/${name}.png`

test('after the draw the betting page says 中奖 with the amount or 未中奖, and the inbox has the 中奖通知', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await untilOpen(110, 60_000)
  // Whatever the member left pending on Macau's open turn (other tests) is settled now: the turns below hold
  // only this test's bets.
  await drawMacau('11,12,13,14,15,16,17')
  await logIn(page, accounts.member, '/auth/login?redirectTo=%2Fgame%2F110')
  await expect(page).toHaveURL(/\/game\/110$/)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const notice = page.getByTestId('settle-notice')
  await expect(notice).toBeEmpty()

  // 特码A 07, drawn as the 特码: 10 × 49 comes back.
  await betTema(page, '07')
  const won = await page.locator('main').getAttribute('data-turn')
  expect(await drawMacau('01,02,03,04,05,06,07')).toBe(won)
  await expect(page.locator('main')).not.toHaveAttribute('data-turn', won!)
  await expect(notice).toHaveText(`第${won}期中奖 ¥490.00`)
  await expect(page.getByRole('link', { name: '查看注单' })).toHaveAttribute('href', '/bet-list')
  await page.screenshot({ path: shots('settle-notice-won') })
  // The notice itself passes axe (the page as loaded is checked by the fixtures).
  expect(await blockingViolations(page)).toEqual([])

  // 特码A 08 on the next turn, which draws 07 again: the notice says 未中奖.
  await betTema(page, '08')
  const lost = await page.locator('main').getAttribute('data-turn')
  expect(await drawMacau('01,02,03,04,05,06,07')).toBe(lost)
  await expect(notice).toHaveText(`第${lost}期未中奖`)
  await page.screenshot({ path: shots('settle-notice-lost') })
  await page.getByRole('button', { name: '关闭开奖结果' }).click()
  await expect(notice).toBeEmpty()
  await expect(page.getByRole('link', { name: '查看注单' })).toHaveCount(0)

  // The inbox: one 中奖通知 for the turn that won, the newest message; the lost turn wrote none.
  await page.goto('/notifications')
  const messages = page.getByRole('article')
  await expect(messages.first().getByRole('heading')).toHaveText('中奖通知')
  await expect(messages.first()).toContainText(`第${won}期中奖，派彩490.00元已存入您的账户。`)
  await expect(messages.filter({ hasText: `第${won}期` })).toHaveCount(1)
  await expect(messages.filter({ hasText: `第${lost}期` })).toHaveCount(0)
  await page.screenshot({ path: shots('settle-notice-inbox') })
})
