import type { Browser, Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { platformDb, platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'
import { expectStatusSince, recordStatusTexts, statusMark } from './support/toasts'
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

const db = () => new Database(platformDb, { readonly: true })
/** Macau's room (彩种聊天室). */
const roomOf110 = () =>
  (db().prepare('SELECT id FROM chat_rooms WHERE game_id = 110').get() as { id: number }).id
/** A member's bets on one turn, as settled: [status, result, stake_fen]. */
const betsOn = (account: string, turnNum: string) =>
  db()
    .prepare(
      `SELECT b.status, b.result, b.stake_fen AS stakeFen FROM bets b JOIN users u ON u.user_id = b.user_id
       WHERE u.account = ? AND b.game_id = 110 AND b.turn_num = ? ORDER BY b.rowid`,
    )
    .all(account, turnNum) as { status: number; result: number | null; stakeFen: number }[]

/** A member signed in in a browser context of their own, on Macau's betting page. */
async function member(browser: Browser, who: { account: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  // The toasts this page shows are logged for expectStatusSince, as the fixtures' page does.
  await page.addInitScript(recordStatusTexts)
  await page.addInitScript(() => {
    sessionStorage.setItem('liuhe:home-modals-seen', '1')
    sessionStorage.setItem('liuhe:vip-domain-notice-seen', '1')
  })
  await logIn(page, who, '/auth/login?redirectTo=%2Fgame%2F110')
  await expect(page).toHaveURL(/\/game\/110$/)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  return { context, page }
}

/** The betting page's 聊天室 panel has joined Macau's room (its frames reach the page from now on). */
async function roomJoined(page: Page) {
  await expect(page.locator(`html[data-chat-joined~="${roomOf110()}"]`)).toBeAttached({ timeout: 15_000 })
}

const option = (page: Page, number: string) => page.getByRole('option', { name: new RegExp(`^${number} `) })

/** Bets `stake` 元 on the picked 特码A numbers of the open turn through the slip and its confirmation. */
async function placePicked(page: Page, stake: string) {
  await page.getByRole('textbox', { name: '投注金额' }).fill(stake)
  await page.getByRole('button', { name: '下注' }).click()
  const before = await statusMark(page)
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expectStatusSince(page, '下注成功', before)
}

const shots = (name: string) => `${test.info().outputDir}/${name}.png`

test('a member shares a bet, another follows it from the room panel, and both settle after the draw', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  await untilOpen(110, 60_000)
  // Whatever was left pending on Macau's open turn is settled now: the turn below holds only this test's bets.
  await drawMacau('11,12,13,14,15,16,17')
  const a = await member(browser, accounts.member)
  const b = await member(browser, accounts.agent)
  await roomJoined(b.page)
  const entry = b.page.getByRole('button', { name: /^聊天室，\d+人在线/ })
  await expect(entry).toBeVisible()
  await expect(b.page.getByTestId('chat-unread')).toHaveCount(0)

  // B picks 08, opens the room over the page and closes it: the pick is still there.
  await option(b.page, '08').click()
  await expect(option(b.page, '08')).toHaveAttribute('aria-selected', 'true')
  await entry.click()
  const panel = b.page.getByRole('region', { name: '聊天室' })
  await expect(panel).toBeVisible()
  await b.page.getByRole('button', { name: '收起聊天室' }).click()
  await expect(panel).toBeHidden()
  await expect(option(b.page, '08')).toHaveAttribute('aria-selected', 'true')
  await option(b.page, '08').click()

  // A bets 特码A 07 at 20 元 and shares it: B's closed panel counts it as unread.
  await option(a.page, '07').click()
  await placePicked(a.page, '20')
  const turn = (await a.page.locator('main').getAttribute('data-turn'))!
  const shareMark = await statusMark(a.page)
  await a.page.getByRole('button', { name: '分享到聊天室' }).click()
  await expectStatusSince(a.page, '已分享到聊天室', shareMark)
  await expect(b.page.getByTestId('chat-unread')).toHaveText('1')
  await b.page.screenshot({ path: shots('chat-bet-card-unread') })

  // B opens the room, sees A's card with 跟单, and follows it: the betting page opens with 07 picked.
  await b.page.getByRole('button', { name: /^聊天室，\d+人在线，1条未读$/ }).click()
  await expect(b.page.getByTestId('chat-unread')).toHaveCount(0)
  const card = panel.getByRole('figure', { name: `晒单：新澳门六合彩 第${turn}期 特码A，跟单` }).last()
  await expect(card).toContainText('每注20元')
  await b.page.screenshot({ path: shots('chat-bet-card-panel') })
  await card.getByRole('link', { name: '跟单' }).click()
  await expect(b.page).toHaveURL(/\/game\/110\?follow=\d+$/)
  await expect(option(b.page, '07')).toHaveAttribute('aria-selected', 'true')
  await placePicked(b.page, '5')

  // The draw (特码 07) settles both; the card says 已中奖.
  expect(await drawMacau('01,02,03,04,05,06,07')).toBe(turn)
  await expect.poll(() => betsOn('demo01', turn)).toEqual([{ status: 1, result: 1, stakeFen: 2000 }])
  await expect.poll(() => betsOn('agent01', turn)).toEqual([{ status: 1, result: 1, stakeFen: 500 }])
  await b.page.goto(`/game/110/chat-rooms/${roomOf110()}`)
  await expect(
    b.page.getByRole('figure', { name: `晒单：新澳门六合彩 第${turn}期 特码A，已中奖` }).last(),
  ).toBeVisible()
  await expect(b.page.getByText(new RegExp(`第${turn}期开奖：01 02 03 04 05 06 07`)).last()).toBeVisible()
  await b.page.screenshot({ path: shots('chat-bet-card-won') })
  await a.context.close()
  await b.context.close()
})
