import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'
import * as OpenCC from 'opencc-js'
import { platformDb } from './playwright.config'
import {
  expect,
  HOME_MODALS_SEEN_KEY,
  test,
  VIP_DOMAIN_NOTICE_SEEN_KEY,
  watchPageErrors,
} from './support/fixtures'
import { accounts, logIn } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'
import { untilOpen } from './support/turns'

const root = new URL('../..', import.meta.url).pathname
const dbPath = platformDb

/** The 繁體 build's text for a source (简体) text: the converter the build uses (vite/hantText.ts). */
const hk = OpenCC.Converter({ from: 'cn', to: 'hk' })

/** Chooses a script in /setting: the form reloads the page, now from that script's build. */
async function chooseScript(page: Page, label: string, lang: string) {
  await page.goto('/setting')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  // A click, not check(): the page it was on is gone once the choice reloads it.
  await page.getByRole('radio', { name: label }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
}

test.describe.configure({ timeout: 90_000 })

test('a guest switches to 繁體 in /setting: home, a template and the betting page are Traditional; back to 简体', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await chooseScript(page, '繁體', 'zh-HK')
  // Hong Kong usage: 设置 reads 設定 (apps/mobile/vite/hkPhrases.ts).
  await expect(page.getByRole('main').getByRole('heading', { name: '設定' })).toBeVisible()

  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByText('開獎直播', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: '首頁' })).toBeVisible()
  await page.screenshot({ path: `${root}test-results/hant-home.png` })

  // A template: the platform's texts and the zodiacs of the vote, converted on the server.
  await page.goto('/template/110/1002')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByText('生肖投票')).toBeVisible()
  await expect(page.getByText('歷史戰績')).toBeVisible()
  for (const zodiac of ['龍', '馬', '雞', '豬']) {
    await expect(page.getByText(zodiac, { exact: true }).first()).toBeVisible()
  }
  await page.screenshot({ path: `${root}test-results/hant-template.png` })

  // The betting page: 特肖's twelve cells are the build's zodiacs, each with the platform's odds.
  await page.goto('/game/110?play=sm.texiao')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  for (const zodiac of ['鼠', '牛', '虎', '兔', '龍', '蛇', '馬', '羊', '猴', '雞', '狗', '豬']) {
    await expect(page.getByRole('option', { name: new RegExp(`^${zodiac} .*賠率 \\d`) })).toBeVisible()
  }
  await expect(page.getByText('開獎', { exact: true })).toBeVisible()
  await page.screenshot({ path: `${root}test-results/hant-betting.png` })

  await chooseScript(page, hk('简体'), 'zh-CN')
  await expect(page.getByRole('main').getByRole('heading', { name: '设置' })).toBeVisible()
  await page.goto('/game/110?play=sm.texiao')
  await expect(page.getByRole('option', { name: /^马 / })).toBeVisible()
})

test('a first visit from a browser that prefers zh-HK is 繁體; zh-CN stays 简体', async ({ browser }) => {
  for (const [locale, lang, home] of [
    ['zh-HK', 'zh-HK', '首頁'],
    ['zh-CN', 'zh-CN', '首页'],
  ] as const) {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    // Home's notice and ad modals (once per browser session) would hide the page from its role tree.
    await page.addInitScript(
      (keys) => {
        for (const key of keys) sessionStorage.setItem(key, '1')
      },
      [HOME_MODALS_SEEN_KEY, VIP_DOMAIN_NOTICE_SEEN_KEY],
    )
    const errors: string[] = []
    watchPageErrors(page, errors)
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect(page.getByRole('link', { name: home })).toBeVisible()
    expect(errors).toEqual([])
    await context.close()
  }
})

test('a member bets on a zodiac in 繁體: the platform stores 马, the bet list shows 馬', async ({ page }) => {
  await logIn(page, accounts.member)
  await chooseScript(page, '繁體', 'zh-HK')
  await untilOpen(110, 30_000)
  await page.goto('/game/110?play=sm.texiao')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('option', { name: /^馬 / }).click()
  await page.getByRole('textbox', { name: hk('投注金额') }).fill('10')
  await page.getByRole('button', { name: '下注', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('馬')
  const beforeBet = await statusMark(page)
  await dialog.getByRole('button', { name: hk('确定') }).click()
  await expectStatusSince(page, '下注成功', beforeBet)

  const bet = new Database(dbPath)
    .prepare(
      `SELECT b.play_id, b.selection FROM bets b JOIN users u ON u.user_id = b.user_id
       WHERE u.account = ? ORDER BY b.created_at DESC, b.order_no DESC LIMIT 1`,
    )
    .get(accounts.member.account) as { play_id: string; selection: string }
  expect(bet.play_id).toBe('sm.texiao')
  expect(JSON.parse(bet.selection)).toEqual({ kind: 'single', cell: '马' })

  await page.goto('/bet-list?tab=2')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('main')).toContainText('特肖')
  await expect(page.getByRole('main')).toContainText('馬')
  await expect(page.getByRole('main')).not.toContainText('马')
})

test('chat in 繁體: the page is Traditional, what a member typed stays as typed', async ({ page }) => {
  await logIn(page, accounts.member)
  await chooseScript(page, '繁體', 'zh-HK')
  const text = `今晚买马 ${Math.random().toString(36).slice(2, 7)}`
  await page.goto('/chat-rooms/1')
  await expect(page.locator('html[data-chat-socket="open"]')).toBeAttached({ timeout: 15_000 })
  const box = page.getByRole('textbox', { name: hk('消息内容') })
  await box.fill(text)
  await box.press('Enter')
  const log = page.getByRole('log', { name: hk('聊天记录') })
  await expect(log.getByText(text)).toBeVisible()
  // Again from the history the server loads and converts: the message is still as typed.
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(log.getByText(text)).toBeVisible()
  await expect(log.getByText(hk(text))).toHaveCount(0)
})
