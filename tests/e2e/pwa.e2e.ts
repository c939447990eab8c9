import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../support/chromium'
import { expect, test } from './support/fixtures'
import { controlledBy } from './support/serviceWorker'

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' })

test('the manifest names the app with its theme colour, standalone, with icons that load', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest')
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = await response.json()
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/?source=pwa', theme_color: '#d6202a' })
  expect(manifest.name.length).toBeGreaterThan(0)
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes)
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src)
    expect(image.status(), icon.src).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  }
})

test('Chromium finds the app installable once its service worker runs', async ({ baseURL }) => {
  // Test contexts are incognito, where nothing is installable: this check needs a browser profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'liuhe-pwa-'))
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunch,
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await controlledBy(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('offline, home shows the last draw it read, marked 离线 · 上次更新; an unread page shows the offline page', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await controlledBy(page)
  // Read once more through the worker, which keeps this copy of home.
  await page.reload()
  const card = page.getByRole('region', { name: '新澳门六合彩' })
  const heading = await card
    .getByText(/第\d+期开奖结果/)
    .first()
    .textContent()
  await expect(page.getByRole('status').filter({ hasText: '离线' })).toHaveCount(0)

  await context.setOffline(true)
  try {
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: '离线' })).toContainText(
      /离线 · 上次更新 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/,
    )
    await expect(page.getByRole('region', { name: '新澳门六合彩' })).toContainText(heading ?? '')

    await page.goto('/promotional')
    await expect(page.getByRole('heading', { name: '离线' })).toBeVisible()
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
  } finally {
    await context.setOffline(false)
  }
  // Online again: the network's page (the service worker shows its kept copy when the app takes more
  // than 4 s, which a busy machine can: that visit is made again).
  await expect(async () => {
    await page.goto('/')
    await expect(page.locator('html[data-offline]')).toHaveCount(0, { timeout: 500 })
  }).toPass({ timeout: 60_000 })
  await expect(page.getByRole('status').filter({ hasText: '离线' })).toHaveCount(0)
})
