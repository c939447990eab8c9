import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'

const common = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
}

/** The nonce of a policy's script-src, checking that it allows no inline script without it. */
function scriptNonce(policy: string | undefined): string {
  const scripts = /script-src ([^;]+)/.exec(policy ?? '')?.[1] ?? ''
  expect(scripts).not.toContain('unsafe-inline')
  expect(scripts).not.toContain('unsafe-eval')
  const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1]
  expect(nonce).toBeTruthy()
  return nonce!
}

test('every page kind carries the security headers and a script policy with its own nonce', async ({
  page,
  request,
}) => {
  const pages = [
    '/',
    '/game-center',
    '/gallery',
    '/template/110/1001',
    '/game/110',
    '/lottery-history/110',
    '/nope',
  ]
  const nonces = new Set<string>()
  for (const path of pages) {
    // A cookie skips the guest page cache, so each answer is its own render.
    const response = await request.get(path, { headers: { cookie: 'probe=1' } })
    const headers = response.headers()
    expect(headers, path).toMatchObject(common)
    expect(headers['permissions-policy']).toContain('camera=()')
    const policy = headers['content-security-policy']
    expect(policy, path).toContain("frame-ancestors 'none'")
    const nonce = scriptNonce(policy)
    nonces.add(nonce)
    // Every inline script of the document carries the nonce.
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length, path).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`)
  }
  expect(nonces.size).toBe(pages.length)

  // Assets and data requests carry the common headers too.
  const html = await (await request.get('/game-center', { headers: { cookie: 'probe=1' } })).text()
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  expect(asset).toBeTruthy()
  expect((await request.get(asset!)).headers()).toMatchObject(common)
  expect((await request.get('/_root.data')).headers()).toMatchObject(common)

  // In the browser the pages hydrate under the policy (a violation would fail this test through the fixture).
  await page.goto('/')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
})

test('a signed-in page hydrates and navigates under the policy', async ({ page }) => {
  await logIn(page, accounts.member)
  await page.goto('/profile')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.goto('/game/110')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('heading').first()).toBeVisible()
})

test('a form posted from another site is refused; the same post from the app goes through', async ({
  request,
  baseURL,
}) => {
  const form = { account: 'demo01', password: 'wrong-password', captcha: '' }
  const refused = await request.post('/auth/login', {
    form,
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(403)
  expect(await refused.text()).toBe('请求来源无效，请刷新页面后重试')
  const own = await request.post('/auth/login', {
    form,
    headers: { origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  })
  expect(own.status()).not.toBe(403)
})
