import type { Browser, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'

/**
 * The chat entries a player finds outside the betting page: home's 聊天室 entry and the profile page's
 * 聊天室 shortcut show the people in the public rooms and the member's unread messages, counted by the
 * platform from their read marks (app/server/chat/chatEntry.server.ts, apps/platform/src/chat/reads.ts), so a
 * room read on one device is read on every other; a room's header shows its people online live; the game
 * center's floating 在线聊天 icon is dragged and snaps to the nearest side.
 */

/** The seeded public room (综合大厅). */
const ROOM = 1

test.describe.configure({ timeout: 60_000 })

/**
 * Opens the room on `page` and waits until the platform acknowledged its read mark (the chat's
 * `data-read-mark`, ChatView): a public room counts unread messages from the member's first read on.
 */
async function readRoom(page: Page) {
  await page.goto(`/chat-rooms/${ROOM}`)
  await expect(page.locator('[data-read-mark]')).toBeAttached({ timeout: 15_000 })
}

/** A member in a browser context of their own, in the room (its join acknowledged) so it counts as online. */
async function memberInRoom(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(() => sessionStorage.setItem('liuhe:home-modals-seen', '1'))
  await logIn(page, accounts.agent)
  await page.goto(`/chat-rooms/${ROOM}`)
  await expect(page.locator(`html[data-chat-joined~="${ROOM}"]`)).toBeAttached({ timeout: 15_000 })
  return { context, page }
}

async function say(page: Page, text: string) {
  await page.getByRole('textbox', { name: '消息内容' }).fill(text)
  await page.getByRole('textbox', { name: '消息内容' }).press('Enter')
  await expect(page.getByRole('log', { name: '聊天记录' }).getByText(text)).toBeVisible()
}

/** The counts home's entry announces (its accessible name: 聊天室，N人在线[，M条未读]). */
async function entryCounts(page: Page) {
  const label = (await page.getByRole('link', { name: /^聊天室，/ }).getAttribute('aria-label')) ?? ''
  const match = /^聊天室，(\d+)人在线(?:，(\d+\+?)条未读)?$/.exec(label)
  expect(match, label).not.toBeNull()
  return { online: Number(match?.[1]), unread: match?.[2] ?? '0' }
}

test('home: the 聊天室 entry shows who is online and the unread count, and a room read on one device clears it on another', async ({
  page,
  browser,
}, testInfo) => {
  await page.addInitScript(() => sessionStorage.setItem('liuhe:home-modals-seen', '1'))
  await logIn(page, accounts.member)
  const other = await memberInRoom(browser)
  try {
    // The member reads the room once; the other member's header counts them live (the socket's online frame).
    await readRoom(page)
    await expect(other.page.getByTestId('room-online')).toHaveText(/^([2-9]|\d{2,})人在线$/)
    // A line that arrives while the room is shown is read at once: the member leaves before the other speaks.
    await page.goto('/profile')
    const tag = Math.random().toString(36).slice(2, 7)
    await say(other.page, `入口 ${tag}`)

    // The room list is shared by every member for a moment (chatEntry.server.ts): a copy read before the
    // other member joined may still answer, so home is opened until the list read after it does.
    let before = { online: 0, unread: '0' }
    await expect(async () => {
      await page.goto('/')
      before = await entryCounts(page)
      expect(before.online).toBeGreaterThanOrEqual(1)
      expect(Number(before.unread)).toBeGreaterThanOrEqual(1)
    }).toPass({ timeout: 20_000 })
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByTestId('chat-unread')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('home-chat-entry.png') })

    // The entry opens the room list, where the room shows its own count.
    await page.getByRole('link', { name: /^聊天室，/ }).click()
    await expect(page).toHaveURL(/\/chat-rooms$/)
    await expect(page.getByRole('heading', { name: '聊天室', exact: true, level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: /人在线，\d+\+?条未读$/ }).first()).toBeVisible()
    await expect(page.getByTestId('room-unread').first()).toBeVisible()

    // Another device of the same member (a browser of its own) reads the same count, then reads the room.
    const device = await browser.newContext()
    try {
      const second = await device.newPage()
      await second.addInitScript(() => sessionStorage.setItem('liuhe:home-modals-seen', '1'))
      await logIn(second, accounts.member)
      await second.goto('/')
      expect(Number((await entryCounts(second)).unread)).toBeGreaterThanOrEqual(1)
      await readRoom(second)
    } finally {
      await device.close()
    }

    // Back on the first device, reloaded: nothing is unread, on home and in the room list.
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect((await entryCounts(page)).unread).toBe('0')
    await expect(page.getByTestId('chat-unread')).toHaveCount(0)
    await page.goto('/chat-rooms')
    await expect(page.getByTestId('room-unread')).toHaveCount(0)
  } finally {
    await other.context.close()
  }
})

test('home: a visitor finds the 聊天室 entry too, leading to the room list', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('liuhe:home-modals-seen', '1'))
  await page.goto('/')
  await page.getByRole('link', { name: '聊天室', exact: true }).click()
  await expect(page).toHaveURL(/\/chat-rooms$/)
})

test('profile: the 聊天室 shortcut shows the online and unread counts', async ({
  page,
  browser,
}, testInfo) => {
  await logIn(page, accounts.member)
  const other = await memberInRoom(browser)
  try {
    await readRoom(page)
    await page.goto('/')
    await say(other.page, `我的页 ${Math.random().toString(36).slice(2, 7)}`)
    const shortcut = page.getByRole('navigation', { name: '服务' }).getByRole('link', { name: /聊天室/ })
    // The room list is shared by every member for a moment (chatEntry.server.ts): a copy read before the
    // other member joined may still answer, so the page is opened until the list read after it does.
    await expect(async () => {
      await page.goto('/profile')
      await expect(shortcut).toContainText(/[1-9]\d*人在线/, { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(shortcut).toHaveAttribute('href', '/chat-rooms')
    await expect(shortcut).toContainText(/条未读/)
    await page.screenshot({ path: testInfo.outputPath('profile-chat-shortcut.png') })
  } finally {
    await other.context.close()
  }
})

test('game center: the floating 在线聊天 icon is dragged, snaps to the nearest side and moves from the keyboard', async ({
  page,
}) => {
  await page.addInitScript(() => window.sessionStorage.setItem('game-center-notice-seen', '1'))
  await page.goto('/game-center')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const icon = page.getByRole('button', { name: '在线聊天' })
  await expect(icon).toBeVisible()
  const start = await icon.boundingBox()
  if (!start) throw new Error('the icon has no box')
  const viewport = page.viewportSize() ?? { width: 390, height: 844 }

  // Dragged to the left third, released: it rests on the left side, half tucked beyond it.
  // At rest half of it lies beyond the right edge: it is grabbed by its visible half.
  await page.mouse.move(start.x + start.width / 4, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(viewport.width * 0.3, viewport.height * 0.4, { steps: 8 })
  await page.mouse.up()
  await expect(icon).toHaveAttribute('data-edge', 'left')
  await expect(icon).toHaveAttribute('data-state', 'resting')
  await expect.poll(async () => (await icon.boundingBox())?.x).toBeLessThan(0)
  const rested = await icon.boundingBox()
  // It keeps clear of the bottom bar (70 px) and stays where it was dropped vertically.
  expect((rested?.y ?? 0) + (rested?.height ?? 0)).toBeLessThanOrEqual(viewport.height - 70)
  expect(Math.abs((rested?.y ?? 0) + (rested?.height ?? 0) / 2 - viewport.height * 0.4)).toBeLessThan(30)
  // A drag is not a tap: the page did not leave for the chat.
  await expect(page).toHaveURL(/\/game-center/)

  // From the keyboard: ArrowRight sends it to the right side, Enter opens the chat.
  await icon.focus()
  await page.keyboard.press('ArrowRight')
  await expect(icon).toHaveAttribute('data-edge', 'right')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/chat-rooms$/)
})
