import { createLiuheApi } from '@liuhe/api'
import { chatSocketUrl, connectChatSocket } from '@liuhe/api/sockets'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import Database from 'better-sqlite3'
import WebSocket from 'ws'
import { platformDb, platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'

const root = new URL('../..', import.meta.url).pathname
const dbPath = platformDb
/** The seeded public room (综合大厅 / 六合综合聊天室). */
const ROOM = 1

/** The platform's database, to read balances and the ledger and to make a staff member. */
function db() {
  return new Database(dbPath)
}

const userIdOf = (account: string) =>
  (db().prepare('SELECT user_id FROM users WHERE account = ?').get(account) as { user_id: number }).user_id
const moneyOf = (account: string) =>
  (db().prepare('SELECT money_fen FROM users WHERE account = ?').get(account) as { money_fen: number })
    .money_fen
const chatIdOf = (account: string) =>
  (
    db()
      .prepare('SELECT cu.id FROM chat_users cu JOIN users u ON u.user_id = cu.user_id WHERE u.account = ?')
      .get(account) as { id: number }
  ).id

/** vip001 made chat staff (chat level 2), with an access token of its own: the chat's back office. */
async function staff() {
  const userId = userIdOf('vip001')
  const token = `e2e-staff-${Date.now()}`
  const database = db()
  database.prepare('UPDATE users SET chat_level = 2 WHERE user_id = ?').run(userId)
  database
    .prepare('INSERT INTO tokens (token, user_id, expires_at) VALUES (?, ?, ?)')
    .run(token, userId, Date.now() + 3_600_000)
  const api = createLiuheApi({ origin: platformOrigin, token }).chat
  const chatToken = await api.tokenGeneration(userId)
  return { api, chatToken, chatId: chatToken.user_id }
}

/** A member signed in in a browser context of their own. */
async function member(browser: Browser, who: { account: string; password: string }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(() => {
    sessionStorage.setItem('liuhe:home-modals-seen', '1')
    sessionStorage.setItem('liuhe:vip-domain-notice-seen', '1')
  })
  await logIn(page, who)
  return { context, page }
}

/**
 * Opens a chat page and waits until the server acknowledged its room join (`data-chat-joined`, set by
 * useChatSocket): from then on the room's frames reach the page.
 */
async function openChat(page: Page, path: string, roomId?: number) {
  await page.goto(path)
  const joined = roomId === undefined ? 'html[data-chat-joined]' : `html[data-chat-joined~="${roomId}"]`
  await expect(page.locator(joined)).toBeAttached({ timeout: 15_000 })
}

/** The platform's stored config value of `key` (undefined when none is stored). */
function storedConfig<T>(key: string): T | undefined {
  const row = db().prepare('SELECT value FROM config WHERE key = ?').get(key) as { value: string } | undefined
  return row ? (JSON.parse(row.value) as T) : undefined
}

/** Stores a platform config value the way the test hook does (the chat service reads it on every call). */
async function setConfig(request: APIRequestContext, key: string, value: unknown) {
  const response = await request.post(`${platformOrigin}/app-api/__test__/config`, { data: { key, value } })
  expect(response.ok()).toBe(true)
}

/** Runs `body` with `over` merged into the stored config value of `key`, restoring the stored value after. */
async function withConfig(
  request: APIRequestContext,
  key: string,
  over: Record<string, unknown>,
  body: () => Promise<void>,
) {
  const stored = storedConfig<Record<string, unknown>>(key)
  await setConfig(request, key, { ...stored, ...over })
  try {
    await body()
  } finally {
    await setConfig(request, key, stored ?? {})
  }
}

async function say(page: Page, text: string) {
  await page.getByRole('textbox', { name: '消息内容' }).fill(text)
  await page.getByRole('textbox', { name: '消息内容' }).press('Enter')
}

test.describe.configure({ timeout: 60_000 })

const tag = () => Math.random().toString(36).slice(2, 7)

test('two members in one room see each other’s messages, in order', async ({ page, browser }) => {
  await logIn(page, accounts.member)
  const b = await member(browser, accounts.agent)
  const t = tag()
  await openChat(page, `/chat-rooms/${ROOM}`, ROOM)
  await openChat(b.page, `/chat-rooms/${ROOM}`, ROOM)
  const logA = page.getByRole('log', { name: '聊天记录' })
  const logB = b.page.getByRole('log', { name: '聊天记录' })
  await say(page, `A：今晚特码 ${t}`)
  await expect(logB.getByText(`A：今晚特码 ${t}`)).toBeVisible()
  await say(b.page, `B：收到 ${t}`)
  await expect(logA.getByText(`B：收到 ${t}`)).toBeVisible()
  await expect(logA.getByRole('article', { name: '我的消息' }).last()).toContainText(`A：今晚特码 ${t}`)
  // Retried: B's own message reaches B's log when the server acks it, which may come after A's log shows it.
  for (const log of [logA, logB]) {
    await expect(log).toHaveText(new RegExp(`A：今晚特码 ${t}[\\s\\S]*B：收到 ${t}`))
  }
  await page.screenshot({ path: `${root}test-results/chat-room.png` })
  await b.context.close()
})

test('A sends a red packet, B grabs it: both balances and the ledger agree', async ({ page, browser }) => {
  await logIn(page, accounts.member)
  const b = await member(browser, accounts.agent)
  const before = { a: moneyOf('demo01'), b: moneyOf('agent01') }
  const greeting = `好运${tag()}`
  await openChat(b.page, `/chat-rooms/${ROOM}`, ROOM)
  await page.goto(`/chat-rooms/${ROOM}/hong-bao`)
  await page.getByRole('textbox', { name: '总金额（元）' }).fill('1.50')
  await page.getByRole('textbox', { name: '红包个数' }).fill('1')
  await page.getByRole('textbox', { name: '祝福语' }).fill(greeting)
  await page.screenshot({ path: `${root}test-results/chat-hongbao-send.png` })
  await page.getByRole('button', { name: '塞钱进红包' }).click()
  await expect(page).toHaveURL(`/chat-rooms/${ROOM}`)
  await b.page.getByRole('button', { name: `红包：${greeting}，点击领取红包` }).click()
  await expect(b.page).toHaveURL(new RegExp(`/chat-rooms/${ROOM}/hong-bao/\\d+$`))
  const id = Number(b.page.url().split('/').at(-1))
  await b.page.getByRole('button', { name: `红包：${greeting}，点击领取红包` }).click()
  await expect(b.page.getByRole('figure', { name: `红包：${greeting}，已领取 1.50元` })).toBeVisible()
  await b.page.screenshot({ path: `${root}test-results/chat-hongbao-opened.png` })
  const after = { a: moneyOf('demo01'), b: moneyOf('agent01') }
  expect(after).toEqual({ a: before.a - 150, b: before.b + 150 })
  const rows = db()
    .prepare(
      `SELECT u.account, l.type, l.amount_fen, l.balance_fen FROM ledger l JOIN users u ON u.user_id = l.user_id
       WHERE l.ref = ? ORDER BY l.id`,
    )
    .all(`hongbao:${id}`)
  expect(rows).toEqual([
    { account: 'demo01', type: 'hongbaoSend', amount_fen: -150, balance_fen: after.a },
    { account: 'agent01', type: 'hongbaoGrab', amount_fen: 150, balance_fen: after.b },
  ])
  // A second grab is refused and pays nothing.
  await b.page.goto(`/chat-rooms/${ROOM}/hong-bao/${id}/history`)
  await expect(b.page.getByRole('region', { name: '领取记录' })).toContainText('1.50元')
  expect(moneyOf('agent01')).toBe(after.b)
  await b.context.close()
})

test('a silenced member is refused', async ({ page }) => {
  await logIn(page, accounts.agent)
  await openChat(page, `/chat-rooms/${ROOM}`, ROOM)
  const { api } = await staff()
  await api.silence({ user_id: chatIdOf('agent01'), silenced: 1 })
  try {
    await expect(page.getByRole('textbox', { name: '消息内容' })).toBeDisabled()
    await expect(page.getByRole('form', { name: '发送消息' }).getByText('您已被禁言')).toBeVisible()
    // Reloaded, the composer is open again until the server refuses the message.
    await openChat(page, `/chat-rooms/${ROOM}`, ROOM)
    const t = tag()
    await say(page, `被禁言 ${t}`)
    await expect(page.getByRole('form', { name: '发送消息' }).getByText('您已被禁言')).toBeVisible()
    await expect(page.getByRole('log').getByText(`被禁言 ${t}`)).toHaveCount(0)
  } finally {
    await api.silence({ user_id: chatIdOf('agent01'), silenced: 0 })
  }
})

test('a private message from staff prompts on home, not on the game center', async ({ page }) => {
  test.setTimeout(60_000)
  await logIn(page, accounts.agent)
  await page.goto('/chat-rooms')
  const s = await staff()
  const contact = await s.api.createAcceptContact({
    friend_id: chatIdOf('agent01'),
    avatarId: 1,
    friend_avatarId: 1,
    nickname: '客服',
    friend_nickname: 'agent01',
  })
  const socket = await new Promise<ReturnType<typeof connectChatSocket>>((resolve) => {
    const handle = connectChatSocket({
      url: chatSocketUrl(platformOrigin, s.chatToken.socket_url, s.chatToken.token, false),
      createSocket: (url) => new WebSocket(url) as never,
      onFrame: () => {},
      onStatus: (status) => status === 'open' && resolve(handle),
    })
  })
  const sendPrivate = (body: string) =>
    socket.send({ command: 'SEND', room_id: contact.room_id, type: 'text', body })
  try {
    await page.goto('/game-center')
    await expect(page.locator('html[data-chat-socket="open"]')).toBeAttached({ timeout: 15_000 })
    expect(sendPrivate('游戏中心不提示')).toBe(true)
    // The listener marks each private message it decided on, in the same render as any prompt it raises.
    await expect(page.locator('html[data-chat-private-decided="1"]')).toBeAttached()
    await expect(page.getByRole('dialog', { name: '您有一条新消息！' })).toHaveCount(0)
    await page.goto('/')
    await expect(page.locator('html[data-chat-socket="open"]')).toBeAttached({ timeout: 15_000 })
    expect(sendPrivate('首页提示')).toBe(true)
    const dialog = page.getByRole('dialog', { name: '您有一条新消息！' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('是否立即查看？')
    await page.screenshot({ path: `${root}test-results/chat-prompt.png` })
    await dialog.getByRole('link', { name: '立即查看' }).click()
    await expect(page).toHaveURL(new RegExp(`/chat-rooms/${contact.room_id}/friends/${s.chatId}`))
    await expect(page.getByRole('log').getByText('首页提示')).toBeVisible()
    await page.screenshot({ path: `${root}test-results/chat-private.png` })
  } finally {
    socket.close()
  }
})

test('a guest chats with customer service on /services', async ({ page }) => {
  await openChat(page, '/services')
  await expect(page.getByRole('heading', { name: '在线客服' })).toBeVisible()
  const t = tag()
  await say(page, `你好客服 ${t}`)
  await expect(page.getByRole('article', { name: '我的消息' }).getByText(`你好客服 ${t}`)).toBeVisible()
  // The guest identity is kept: the message is still there after a reload.
  await openChat(page, '/services')
  await expect(page.getByRole('log').getByText(`你好客服 ${t}`)).toBeVisible()
  await page.screenshot({ path: `${root}test-results/chat-services.png` })
})

test('the floating service icon shows the WeChat QR and id, moves with the keyboard and snaps to an edge', async ({
  page,
}) => {
  await page.goto('/about/contact-us')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const icon = page.getByRole('button', { name: '在线客服' })
  const box = await icon.boundingBox()
  if (!box) throw new Error('no icon')
  // At rest half of it is tucked beyond the right edge: it is grabbed by the half that shows.
  expect(box.x).toBe(390 - 56 / 2)
  // Dragged towards the left half: it snaps to the left edge, half of it beyond.
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(120, 300, { steps: 5 })
  await page.mouse.up()
  await expect.poll(async () => (await icon.boundingBox())?.x).toBe(-56 / 2)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await icon.focus()
  // Moved from the keyboard, it shows whole, 8 px inside the right edge.
  await page.keyboard.press('ArrowRight')
  await expect.poll(async () => (await icon.boundingBox())?.x).toBe(390 - 56 - 8)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: '在线客服' })
  await expect(dialog).toContainText('微信号：liuhe-kefu888')
  await expect(dialog.getByRole('img', { name: '客服微信二维码' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: '打开微信' })).toHaveAttribute(
    'href',
    'weixin://dl/chat?liuhe-kefu888',
  )
  await page.screenshot({ path: `${root}test-results/chat-service-icon.png` })
})

test('the chosen chat colour colours the viewer’s own bubbles', async ({ page }) => {
  await logIn(page, accounts.member)
  try {
    await page.goto('/setting-chat-color')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.getByText('天空', { exact: true }).click()
    await expect(page.getByRole('radio', { name: '天空' })).toBeChecked()
    const preview = page.getByRole('region', { name: '预览' }).getByText('预览：我的消息将显示为此颜色')
    await expect(preview).toHaveCSS('background-color', 'rgb(227, 242, 253)')
    const beforeSave = await statusMark(page)
    await page.getByRole('button', { name: '保存' }).click()
    await expectStatusSince(page, '设置成功', beforeSave)
    await page.screenshot({ path: `${root}test-results/chat-color-setting.png` })
    await openChat(page, `/chat-rooms/${ROOM}`, ROOM)
    const t = tag()
    await say(page, `换个颜色 ${t}`)
    const own = page.getByRole('article', { name: '我的消息' }).getByText(`换个颜色 ${t}`)
    await expect(own).toHaveCSS('background-color', 'rgb(227, 242, 253)')
    await page.screenshot({ path: `${root}test-results/chat-color-room.png` })
  } finally {
    db().prepare('UPDATE user_settings SET chat_theme_color = NULL WHERE user_id = ?').run(userIdOf('demo01'))
  }
  // Back on the default colour, the own bubbles have the theme's colour again.
  await openChat(page, `/chat-rooms/${ROOM}`, ROOM)
  await expect(page.getByRole('article', { name: '我的消息' }).last().locator('p')).not.toHaveCSS(
    'background-color',
    'rgb(227, 242, 253)',
  )
})

/** The bettor of the win notice: not demo01, whose seeded balance the profile tests read. */
const winner = { account: 'vip001', password: 'Vip12345' } as const

test('a big win shows the win banner in the game’s room', async ({ page, request }) => {
  const api = createLiuheApi({
    origin: platformOrigin,
    companyCode: 'LH',
    token: (await createLiuheApi({ origin: platformOrigin, companyCode: 'LH' }).auth.login(winner)).token,
  })
  // A six-mark game open for bets for another minute (Macau, else Hong Kong), and its room.
  let game: { gameId: number; turnNum: string } | undefined
  for (const gameId of [110, 70]) {
    const { cur, serverTime } = await api.lottery.openInfo(gameId)
    if ((cur.betEndTime ?? 0) - serverTime > 60_000) {
      game = { gameId, turnNum: cur.turnNum }
      break
    }
  }
  if (!game) throw new Error('no six-mark turn open for bets')
  const { gameId, turnNum } = game
  const room = (db().prepare('SELECT id FROM chat_rooms WHERE game_id = ?').get(gameId) as { id: number }).id
  // 100 元 on 特码 07 pays 4,900 元 when 07 is drawn; only payouts of 4,000 元 and more are announced, and
  // the banner stays 60 s (the socket hands the duration over when it opens).
  await withConfig(request, 'chat_settings', { winNoticeFen: 400_000, winPopupSeconds: 60 }, async () => {
    await api.bets.place({
      gameId,
      turnNum,
      idempotencyKey: `chat-win-${tag()}`,
      bets: [{ playId: 'sm.tema.a', selection: { kind: 'single', cell: '07' }, stake: 100 }],
    })
    await logIn(page, accounts.member)
    await openChat(page, `/game/${gameId}/chat-rooms/${room}`, room)
    const banner = page.getByRole('status').filter({ hasText: '恭喜' })
    await expect(banner).toHaveCount(0)
    const drawn = await request.post(`${platformOrigin}/app-api/__test__/draw`, {
      data: { gameId, openNum: '01,02,03,04,05,06,07' },
    })
    expect(drawn.ok()).toBe(true)
    await expect(banner).toHaveText(/恭喜\s*vip001\s*在\s*\S+\s*中奖\s*4900元/)
    await page.screenshot({ path: `${root}test-results/chat-win-banner.png` })
  })
})

test('chat in maintenance: a message is refused, the page says so and comes back on its re-poll', async ({
  page,
  request,
}) => {
  await page.clock.install()
  await logIn(page, accounts.agent)
  await openChat(page, `/chat-rooms/${ROOM}`, ROOM)
  const maintenance = { chat_maintenance_config: { configValue: '1', message: '系统在维护中，请稍等！' } }
  const stored = storedConfig<Record<string, unknown>>('config')
  await withConfig(request, 'config', maintenance, async () => {
    // The open room: the server refuses the message.
    const t = tag()
    const beforeSay = await statusMark(page)
    await say(page, `维护中 ${t}`)
    await expectStatusSince(page, '系统在维护中，请稍等！', beforeSay)
    await expect(page.getByRole('log').getByText(`维护中 ${t}`)).toHaveCount(0)
    // Loaded again: the maintenance notice instead of the chat, on the room and on the room list.
    const notice = page.getByRole('status').filter({ hasText: '系统在维护中，请稍等！' })
    await page.goto('/chat-rooms')
    await expect(notice).toBeVisible()
    await page.goto(`/chat-rooms/${ROOM}`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect(notice).toBeVisible()
    await expect(page.getByRole('textbox', { name: '消息内容' })).toHaveCount(0)
    await page.screenshot({ path: `${root}test-results/chat-maintenance.png` })
    // Maintenance ends; the page asks again after 120 s and shows the chat.
    await setConfig(request, 'config', stored)
    await page.clock.runFor(120_000)
    await expect(page.getByRole('textbox', { name: '消息内容' })).toBeVisible()
    await expect(notice).toHaveCount(0)
  })
})

test('a staff invitation to a room prompts on the home page and opens the room', async ({ page }) => {
  await logIn(page, accounts.agent)
  await page.goto('/')
  await expect(page.locator('html[data-chat-socket="open"]')).toBeAttached({ timeout: 15_000 })
  const room = `/chat-rooms/${ROOM}`
  /** Whether a request is the router's route discovery asking for the room's path. */
  const discoversRoom = (url: string) =>
    new URL(url).pathname === '/__manifest' && new URL(url).searchParams.getAll('p').includes(room)
  const isChatPageCode = (url: string) => /^\/assets\/ChatPage-[^/]+\.js$/.test(new URL(url).pathname)
  // While the prompt is open, the router discovers the room's route from the 立即查看 link and the chat
  // page's code loads.
  const discovered = page.waitForResponse((response) => discoversRoom(response.url()))
  const chatCode = page.waitForResponse((response) => isChatPageCode(response.url()))
  const s = await staff()
  await s.api.invite({ user_id: chatIdOf('agent01'), room_id: ROOM })
  const dialog = page.getByRole('dialog', { name: '您有一条新消息！' })
  await expect(dialog).toBeVisible()
  await Promise.all([discovered, chatCode])
  // The response is in; the router takes the room's route into its manifest once the body is read (Remix's
  // fog-of-war.js adds the route and marks the path discovered in one step). Tapping before that asks again.
  await page.waitForFunction(
    (id) => id in (window as unknown as { __remixManifest: { routes: object } }).__remixManifest.routes,
    'routes/chat-rooms.$roomId._index',
  )
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await dialog.getByRole('link', { name: '立即查看' }).click()
  await expect(page).toHaveURL(room, { timeout: 30_000 })
  await expect(page.getByRole('textbox', { name: '消息内容' })).toBeVisible()
  // 立即查看 waited for neither: only the room's own module and data were left to fetch.
  expect(requested.filter((url) => discoversRoom(url) || isChatPageCode(url))).toEqual([])
})

test('a member whose chat is switched off is sent home from the room', async ({ page }) => {
  // The page's timers run on Playwright's clock, paused once the room is joined: the 2 s toast stays up
  // however long the way home takes on a busy machine.
  await page.clock.install()
  await logIn(page, accounts.agent)
  await openChat(page, `/chat-rooms/${ROOM}`, ROOM)
  await page.clock.pauseAt(Date.now() + 1000)
  const { api } = await staff()
  await api.enableChat({ user_id: chatIdOf('agent01'), enable_chat: 0 })
  try {
    await expect(page.getByRole('status').getByText('您暂无聊天权限')).toBeVisible()
    await expect(page).toHaveURL('/')
  } finally {
    await page.clock.resume()
    await api.enableChat({ user_id: chatIdOf('agent01'), enable_chat: 1 })
  }
})

test('a newer login of the same member in chat logs the older one out', async ({ page, browser }) => {
  // The older page's timers run on Playwright's clock, paused once its room is joined: its 1.5 s notice
  // (then the logout) waits for the test, however long the newer login takes on a busy machine.
  await page.clock.install()
  await logIn(page, accounts.member)
  await openChat(page, `/chat-rooms/${ROOM}`, ROOM)
  await page.clock.pauseAt(Date.now() + 1000)
  const b = await member(browser, accounts.member)
  await openChat(b.page, `/chat-rooms/${ROOM}`, ROOM)
  await expect(page.getByRole('status').getByText('您的账户已在其他设备上登录')).toBeVisible()
  await page.clock.resume()
  // Logged out and reloaded: a visitor is sent to log in; the newer login chats on.
  await expect(page).toHaveURL(/\/auth\/login/)
  const t = tag()
  await say(b.page, `新登录 ${t}`)
  await expect(b.page.getByRole('article', { name: '我的消息' }).getByText(`新登录 ${t}`)).toBeVisible()
  await b.context.close()
})

test('logging out in another tab ends the open room’s chat: it says so and stops reconnecting', async ({
  page,
}) => {
  await logIn(page, accounts.member)
  await openChat(page, `/chat-rooms/${ROOM}`, ROOM)
  // The same browser (its cookie) logs out in a second tab: the platform revokes the token, and with it
  // closes the room's socket (4003).
  const other = await page.context().newPage()
  await other.goto('/profile')
  await other.evaluate(() => fetch('/logout', { method: 'POST' }))
  await expect(page.locator('html[data-chat-socket="ended"]')).toBeAttached({ timeout: 15_000 })
  await expect(page.getByText('聊天登录已失效，请重新进入')).toBeVisible()
  await other.close()
})
