import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'

const GUEST_PAGE_CACHE = 'public, max-age=0, s-maxage=1, stale-while-revalidate=5'

test('a guest page may be shared for a second; pages with a cookie or a signed-in user never', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A fresh request context: no cookies, like a first-time visitor.
  const request = await playwright.request.newContext({ baseURL })
  const guest = await request.get('/promotional')
  expect(guest.headers()['cache-control']).toBe(GUEST_PAGE_CACHE)
  expect(guest.headers().vary).toContain('Cookie')
  // The app server's page micro-cache answers the next guests within the second. Each of the server's two
  // workers keeps its own copy: of the next three visits one at least is answered from a kept page, which is
  // one of the pages rendered before (the cluster hands new connections to the workers in turn).
  const rendered = [await guest.text()]
  const hits: string[] = []
  for (let i = 0; i < 3; i++) {
    const again = await request.get('/promotional')
    if (again.headers()['x-cache'] === 'HIT') hits.push(await again.text())
    else rendered.push(await again.text())
  }
  expect(hits.length).toBeGreaterThan(0)
  for (const hit of hits) expect(rendered).toContain(hit)

  // ?code= stores the promotion code in the visitor's cookie: that answer is the visitor's own.
  const withCode = await request.get('/?code=8866001')
  expect(withCode.headers()['set-cookie']).toContain('__liuhe=')
  expect(withCode.headers()['cache-control']).toBe('private, no-store')
  expect(withCode.headers()['x-cache']).not.toBe('HIT')
  await request.dispose()

  await logIn(page, accounts.member)
  const member = await page.request.get('/profile')
  expect(member.headers()['cache-control']).toBe('private, no-store')
  expect(member.headers()['x-cache']).toBe('BYPASS')
  expect(await member.text()).toContain(accounts.member.account)
})

test("a member's page asks the platform for the member's profile once, however many of its loaders need it", async ({
  page,
  baseURL,
}) => {
  await logIn(page, accounts.member)
  // Nothing of the page's own (its polls, its socket) runs beside the counted requests.
  await page.goto('about:blank')
  const profileCalls = async (path: string, form?: Record<string, string>) => {
    await page.request.delete(`${platformOrigin}/app-api/__test__/requests`)
    const answer = form
      ? await page.request.post(path, { form, headers: { origin: baseURL ?? '' } })
      : await page.request.get(path)
    expect(answer.status(), path).toBe(form ? 400 : 200)
    const calls: string[] = (
      await (await page.request.get(`${platformOrigin}/app-api/__test__/requests`)).json()
    ).data
    return calls.filter((call) => call === 'GET /app-api/api/user/info').length
  }
  // Home's document runs the root's loader and home's; a client navigation's data, the root's and the page's.
  expect(await profileCalls('/')).toBe(1)
  expect(await profileCalls('/profile.data')).toBe(1)
  expect(await profileCalls('/bet-list')).toBe(1)
  expect(await profileCalls('/game/110')).toBe(1)
  expect(await profileCalls('/template/110/1002')).toBe(1)
  // A bet form refused for its empty amount: the action itself asks for no profile, the page's loaders once.
  const bet = {
    turnNum: '2026001',
    playId: 'sm.tema.a',
    amount: '',
    idempotencyKey: 'caching-e2e-1',
    cells: '07',
  }
  expect(await profileCalls('/game/110?index', bet)).toBe(1)
})

test('home announces its stylesheets before its body and preloads its scripts at low priority', async ({
  request,
}) => {
  const home = await request.get('/')
  const html = await home.text()
  // Every stylesheet the page links is already named in the Link header.
  const preloaded = [...(home.headers().link ?? '').matchAll(/<([^>]+)>; rel=preload; as=style/g)].map(
    (m) => m[1],
  )
  const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? '')
  expect(linked.length).toBeGreaterThan(0)
  for (const href of linked.filter((h) => h.startsWith('/assets/'))) expect(preloaded).toContain(href)
  // The HTML is the whole page; the scripts that hydrate it yield the bandwidth to styles and images.
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0])
  expect(preloads.length).toBeGreaterThan(0)
  for (const link of preloads) expect(link).toContain('fetchpriority="low"')
})
