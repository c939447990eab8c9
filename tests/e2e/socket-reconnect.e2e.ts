import type { WebSocketRoute } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'

const GAME_ID = 110

test('the game socket closes: home reconnects after the 5 s wait and shows the draw it missed meanwhile', async ({
  page,
  request,
}) => {
  // Generous waits for the page's own work (hydration, the socket's code, a revalidation) on a busy machine;
  // the socket's own timing runs on the paused clock below.
  test.setTimeout(90_000)
  const slow = { timeout: 20_000 }
  // The page's timers run on Playwright's clock (paused once the page is up, then moved by the test); the
  // socket passes through a route the test can close.
  await page.clock.install()
  const sockets: WebSocketRoute[] = []
  await page.routeWebSocket(/\/ws-game\//, (ws) => {
    sockets.push(ws)
    ws.connectToServer()
  })
  await page.goto('/')
  const card = page.getByRole('region', { name: '新澳门六合彩' })
  const main = page.locator('main[data-socket]')
  await expect(main).toHaveAttribute('data-socket', 'subscribed', slow)
  expect(sockets).toHaveLength(1)
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 1000)

  // The socket server closes the connection; a draw is made while the page has none, so its push is lost.
  await sockets[0]!.close()
  await expect(main).toHaveAttribute('data-socket', 'closed', slow)
  const drawResponse = await request.post(`${platformOrigin}/app-api/__test__/draw`, {
    data: { gameId: GAME_ID },
  })
  expect(drawResponse.ok()).toBe(true)
  const drawn = (await drawResponse.json()).data as { turnNum: string; openNum: string }
  await expect(card).not.toContainText(`第${drawn.turnNum}期开奖结果`)

  // Its one server failed: the list is reloaded 5 s later, not before.
  await page.clock.runFor(4900)
  expect(sockets).toHaveLength(1)
  await page.clock.runFor(100)
  await expect.poll(() => sockets.length, slow).toBe(2)
  await expect(main).toHaveAttribute('data-socket', 'subscribed', slow)

  // Subscribed again, the page fetched what it missed: the card shows the draw made while it was down.
  await expect(card).toContainText(`第${drawn.turnNum}期开奖结果`, slow)
  const balls = card.getByRole('list', { name: `第${drawn.turnNum}期开奖号码` }).getByRole('img')
  await expect(balls).toHaveCount(7)
  // Time flows again for the fixtures' accessibility check (it waits for animations to end).
  await page.clock.resume()
})
