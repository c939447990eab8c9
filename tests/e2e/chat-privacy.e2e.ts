import type { Browser, Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { platformDb } from './playwright.config'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'
import { expectStatusSince, recordStatusTexts, statusMark } from './support/toasts'
import { untilOpen } from './support/turns'

/** The seeded public room (六合综合聊天室). */
const ROOM = 1

const db = () => new Database(platformDb)
const chatIdOf = (account: string) =>
  (
    db()
      .prepare('SELECT cu.id FROM chat_users cu JOIN users u ON u.user_id = cu.user_id WHERE u.account = ?')
      .get(account) as { id: number }
  ).id
/** Macau's room (彩种聊天室). */
const roomOf110 = () =>
  (db().prepare('SELECT id FROM chat_rooms WHERE game_id = 110').get() as { id: number }).id

/** A member signed in in a browser context of their own (390×844), its toasts logged for expectStatusSince. */
async function member(browser: Browser, who: { account: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.addInitScript(recordStatusTexts)
  await page.addInitScript(() => {
    sessionStorage.setItem('liuhe:home-modals-seen', '1')
    sessionStorage.setItem('liuhe:vip-domain-notice-seen', '1')
  })
  await logIn(page, who)
  return { context, page }
}

/** Opens a chat page and waits until the server acknowledged its room join (`data-chat-joined`). */
async function openChat(page: Page, path: string, roomId: number) {
  await page.goto(path)
  await expect(page.locator(`html[data-chat-joined~="${roomId}"]`)).toBeAttached({ timeout: 15_000 })
}

const log = (page: Page) => page.getByRole('log', { name: '聊天记录' })

/** Says `text` and waits until the sender's own log shows it (the room's 3 s slow mode may refuse a try). */
async function say(page: Page, text: string) {
  await expect(async () => {
    await page.getByRole('textbox', { name: '消息内容' }).fill(text)
    await page.getByRole('textbox', { name: '消息内容' }).press('Enter')
    await expect(log(page).getByText(text)).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

const tag = () => Math.random().toString(36).slice(2, 7)
const shots = (name: string) => `${test.info().outputDir}/${name}.png`

test.describe.configure({ timeout: 120_000 })

test('B mutes A from a message: A’s new messages reach A but not B, until B unmutes A in /setting', async ({
  browser,
}) => {
  const a = await member(browser, accounts.member)
  const b = await member(browser, accounts.agent)
  const [aId, bId] = [chatIdOf('demo01'), chatIdOf('agent01')]
  const t = tag()
  try {
    await openChat(a.page, `/chat-rooms/${ROOM}`, ROOM)
    await openChat(b.page, `/chat-rooms/${ROOM}`, ROOM)
    await say(a.page, `A屏蔽前 ${t}`)
    await expect(log(b.page).getByText(`A屏蔽前 ${t}`)).toBeVisible()
    const before = log(b.page).getByRole('article', { name: 'demo01的消息' }).last()
    await expect(before.getByRole('button', { name: '屏蔽demo01' })).toBeVisible()
    await expect(before.getByRole('button', { name: '举报demo01的消息' })).toBeVisible()
    await b.page.screenshot({ path: shots('chat-mute-actions') })

    // B mutes A: A's messages leave B's log at once.
    const mark = await statusMark(b.page)
    await before.getByRole('button', { name: '屏蔽demo01' }).click()
    await expectStatusSince(b.page, '已屏蔽，可在设置中取消屏蔽', mark)
    await expect(log(b.page).getByText(`A屏蔽前 ${t}`)).toHaveCount(0)
    await b.page.screenshot({ path: shots('chat-muted') })

    // A speaks (A's log shows it, so the platform fanned it out), then B: B's log has B's line, not A's.
    await say(a.page, `A屏蔽后 ${t}`)
    await say(b.page, `B说 ${t}`)
    await expect(log(a.page).getByText(`B说 ${t}`)).toBeVisible()
    await expect(log(b.page).getByText(`A屏蔽后 ${t}`)).toHaveCount(0)
    // Reloaded, B's history leaves A out too; A's has both.
    await openChat(b.page, `/chat-rooms/${ROOM}`, ROOM)
    await expect(log(b.page).getByText(`B说 ${t}`)).toBeVisible()
    await expect(log(b.page).getByText(`A屏蔽后 ${t}`)).toHaveCount(0)
    await expect(log(a.page)).toHaveText(new RegExp(`A屏蔽后 ${t}[\\s\\S]*B说 ${t}`))

    // /setting lists A; 取消屏蔽 empties the list, and the room shows A's messages again.
    await b.page.goto('/setting')
    const section = b.page.getByRole('region', { name: '已屏蔽的用户' })
    await expect(section.getByText('demo01', { exact: true })).toBeVisible()
    await section.scrollIntoViewIfNeeded()
    await b.page.screenshot({ path: shots('setting-muted-list') })
    const unmuted = await statusMark(b.page)
    await section.getByRole('button', { name: '取消屏蔽demo01' }).click()
    await expectStatusSince(b.page, '已取消屏蔽', unmuted)
    await expect(section.getByText('暂无屏蔽的用户')).toBeVisible()
    await openChat(b.page, `/chat-rooms/${ROOM}`, ROOM)
    await expect(log(b.page).getByText(`A屏蔽后 ${t}`)).toBeVisible()
    await say(a.page, `A取消后 ${t}`)
    await expect(log(b.page).getByText(`A取消后 ${t}`)).toBeVisible()
  } finally {
    db().prepare('DELETE FROM chat_mutes WHERE chat_user_id = ? AND muted_chat_id = ?').run(bId, aId)
    await a.context.close()
    await b.context.close()
  }
})

test('举报 a message says so, and a second 举报 says it was reported already', async ({ browser }) => {
  const a = await member(browser, accounts.member)
  const b = await member(browser, accounts.agent)
  const t = tag()
  try {
    await openChat(a.page, `/chat-rooms/${ROOM}`, ROOM)
    await openChat(b.page, `/chat-rooms/${ROOM}`, ROOM)
    await say(a.page, `待举报 ${t}`)
    const message = log(b.page)
      .getByRole('article', { name: 'demo01的消息' })
      .filter({ hasText: `待举报 ${t}` })
    const first = await statusMark(b.page)
    await message.getByRole('button', { name: '举报demo01的消息' }).click()
    await expectStatusSince(b.page, '已举报，感谢您的反馈', first)
    const second = await statusMark(b.page)
    await message.getByRole('button', { name: '举报demo01的消息' }).click()
    await expectStatusSince(b.page, '您已举报过该消息', second)
    // A's own message offers neither 举报 nor 屏蔽.
    const own = log(a.page)
      .getByRole('article', { name: '我的消息' })
      .filter({ hasText: `待举报 ${t}` })
    await expect(own.getByRole('button')).toHaveCount(0)
  } finally {
    await a.context.close()
    await b.context.close()
  }
})

const option = (page: Page, number: string) => page.getByRole('option', { name: new RegExp(`^${number} `) })

test('隐藏我的晒单: the member’s shared card shows others no picks and no 跟单, and the member in full', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  await untilOpen(110, 60_000)
  const a = await member(browser, accounts.member)
  const b = await member(browser, accounts.agent)
  try {
    // A turns 隐藏我的晒单 on in /setting.
    await a.page.goto('/setting')
    const form = a.page.getByRole('form', { name: '晒单' })
    await form.getByRole('checkbox', { name: '隐藏我的晒单' }).check()
    const saved = await statusMark(a.page)
    await form.getByRole('button', { name: '保存' }).click()
    await expectStatusSince(a.page, '已隐藏我的晒单', saved)

    // A bets 特码A 29 and shares it: sharing is not refused.
    await a.page.goto('/game/110')
    await expect(a.page.locator('html[data-hydrated]')).toBeAttached()
    await option(a.page, '29').click()
    await a.page.getByRole('textbox', { name: '投注金额' }).fill('3')
    await a.page.getByRole('button', { name: '下注' }).click()
    const placed = await statusMark(a.page)
    await a.page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
    await expectStatusSince(a.page, '下注成功', placed)
    const turn = (await a.page.locator('main').getAttribute('data-turn'))!
    const shared = await statusMark(a.page)
    await a.page.getByRole('button', { name: '分享到聊天室' }).click()
    await expectStatusSince(a.page, '已分享到聊天室', shared)

    // B sees the card without picks and without 跟单; A sees it in full.
    const room = roomOf110()
    await openChat(b.page, `/game/110/chat-rooms/${room}`, room)
    // Its turn is open: the card says it is hidden, not 已封盘.
    const seen = log(b.page)
      .getByRole('figure', { name: `晒单：新澳门六合彩 第${turn}期 特码A，该会员已隐藏晒单` })
      .last()
    await expect(seen).toContainText('该会员已隐藏晒单')
    await expect(seen).not.toContainText('每注3元')
    await expect(seen).not.toContainText('已封盘')
    await expect(seen.getByRole('link', { name: '跟单' })).toHaveCount(0)
    await b.page.screenshot({ path: shots('chat-hidden-card') })
    await openChat(a.page, `/game/110/chat-rooms/${room}`, room)
    const own = log(a.page)
      .getByRole('figure', { name: `晒单：新澳门六合彩 第${turn}期 特码A，跟单` })
      .last()
    await expect(own).toContainText('每注3元')
  } finally {
    db()
      .prepare(
        'UPDATE chat_bet_card_prefs SET hidden = 0 WHERE user_id = (SELECT user_id FROM users WHERE account = ?)',
      )
      .run('demo01')
    await a.context.close()
    await b.context.close()
  }
})
