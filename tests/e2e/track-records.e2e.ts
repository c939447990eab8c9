import { rateOf, trackRecordOf } from '@liuhe/domain'
import type { Page } from '@playwright/test'
import { platformOrigin } from './playwright.config'
import { expect, test } from './support/fixtures'

/** MB05 of Macau: one row per issue, so it has a record. */
const MB05 = { gameId: 110, templateId: 1003 }

const api = async <T>(page: Page, path: string): Promise<T> =>
  ((await (await page.request.get(`${platformOrigin}/app-api${path}`)).json()) as { data: T }).data

type Record = ReturnType<typeof trackRecordOf>

test('a template shows its record, as the domain computes it from the card’s notes', async ({ page }) => {
  await page.goto(`/template/${MB05.gameId}/${MB05.templateId}`)
  const panel = page.getByRole('region', { name: '历史战绩' })
  await expect(panel).toBeVisible()
  // The card's own rows (about 30 issues) through the domain function give the last 10 issues.
  const info = await api<{ groups: { items: { title: string; note: string }[] }[] }>(
    page,
    `/game-document/template/info/${MB05.gameId}/${MB05.templateId}`,
  )
  const fromRows = trackRecordOf(
    info.groups.flatMap((g) => g.items.map((i) => ({ turnNum: i.title.replace('期', ''), note: i.note }))),
  )
  const ten = rateOf(fromRows, 10)
  await expect(panel.locator('[data-window="10"]')).toHaveText(
    `近10期准确率${ten.percent}%中${ten.hits}期 共${ten.issues}期`,
  )
  // The 100 issues the platform keeps for it, figure by figure.
  const record = await api<Record>(page, `/game-document/template/record/${MB05.gameId}/${MB05.templateId}`)
  for (const rate of record.rates)
    await expect(panel.locator(`[data-window="${rate.window}"]`)).toHaveText(
      `近${rate.window}期准确率${rate.percent}%中${rate.hits}期 共${rate.issues}期`,
    )
  await expect(panel.getByTestId('track-record-streak')).toHaveText(
    `当前${record.streak!.kind === 'hit' ? '连中' : '连错'} ${record.streak!.length} 期`,
  )
  await expect(panel.getByTestId('track-record-best')).toHaveText(`最长连中 ${record.bestHitStreak} 期`)
  await page.screenshot({ path: '/tmp/tr/template-record.png' })
  await page.getByRole('link', { name: '准确率排行' }).click()
  await expect(page).toHaveURL(/\/template-ranking\/110$/)
})

test('the ranking lists a game’s templates most accurate first', async ({ page }) => {
  await page.goto('/template-ranking/110')
  const rows = page.getByTestId('ranking-row')
  await expect(rows.first()).toBeVisible()
  const ranking = await api<{ templateId: number; name: string; record: Record }[]>(
    page,
    '/game-document/template/ranking?gameId=110&rows=50',
  )
  await expect(rows).toHaveCount(ranking.length)
  const shownIds = await rows.evaluateAll((links) =>
    links.map((l) => Number(l.getAttribute('data-template-id'))),
  )
  expect(shownIds).toEqual(ranking.map((t) => t.templateId))
  const percents = await rows.evaluateAll((links) =>
    links.map((l) => Number(/(\d+)%/.exec(l.textContent ?? '')![1])),
  )
  expect(percents).toEqual([...percents].sort((a, b) => b - a))
  const top = rateOf(ranking[0]!.record, 100)
  await expect(rows.first()).toContainText(ranking[0]!.name)
  await expect(rows.first()).toContainText(`中${top.hits}期 共${top.issues}期`)
  await page.screenshot({ path: '/tmp/tr/ranking-100.png' })
  await page.getByRole('link', { name: '近10期' }).click()
  await expect(page).toHaveURL(/window=10/)
  await expect(page.getByRole('list', { name: '近10期准确率排行' })).toBeVisible()
})

test('searching 18 and 马 finds results grouped by kind; nothing found says 暂无数据', async ({ page }) => {
  await page.goto('/search?gameId=110')
  const box = page.getByRole('searchbox', { name: '搜索号码、生肖或名称' })
  await box.fill('18')
  await box.press('Enter')
  await expect(page).toHaveURL(/q=18/)
  await expect(box).toHaveValue('18')
  await expect(page.getByText(/^号码18今年属(.)，推荐\1的资料一并列出$/)).toBeVisible()
  await expect(page.getByRole('heading', { name: /^模板（\d+）$/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^资料（\d+）$/ })).toBeVisible()
  await expect(page.locator('[data-kind="template"] li').first()).toContainText('本期推荐')
  await page.screenshot({ path: '/tmp/tr/search-18.png' })

  await box.fill('马')
  await page.getByRole('button', { name: '搜索' }).click()
  await expect(page).toHaveURL(/q=%E9%A9%AC/)
  await expect(box).toHaveValue('马')
  // Polled: the URL and the box show 马 before the search's results render (the box holds what was typed).
  await expect
    .poll(() =>
      page.locator('section[data-kind]').evaluateAll((s) => s.map((e) => e.getAttribute('data-kind'))),
    )
    .toEqual(['template', 'document', 'gallery'])
  await expect(page.locator('[data-kind="gallery"] li').first()).toContainText('马')
  await page.screenshot({ path: '/tmp/tr/search-horse.png', fullPage: false })

  await box.fill('不存在的名字')
  await box.press('Enter')
  await expect(page.getByText('暂无数据')).toBeVisible()
  await expect(box).toHaveValue('不存在的名字')
})

test('the search works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  await page.goto('/search?gameId=110')
  await page.getByRole('searchbox').fill('马')
  await page.getByRole('button', { name: '搜索' }).click()
  await expect(page).toHaveURL(/gameId=110&q=%E9%A9%AC/)
  await expect(page.getByRole('heading', { name: /^图库（\d+）$/ })).toBeVisible()
  await expect(page.getByRole('searchbox')).toHaveValue('马')
  await context.close()
})

test('home links to its game’s ranking and search; a fast game has a ranking, an unknown one is 彩种不存在', async ({
  page,
}) => {
  await page.goto('/')
  const feed = page.getByRole('region', { name: '资讯' })
  await feed.getByRole('link', { name: '准确率排行' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/tr/home-links.png' })
  await feed.getByRole('link', { name: '准确率排行' }).click()
  await expect(page).toHaveURL(/\/template-ranking\/\d+$/)
  await expect(page.getByTestId('ranking-row').first()).toBeVisible()
  await page.goto('/')
  await page.getByRole('region', { name: '资讯' }).getByRole('link', { name: '号码生肖搜索' }).click()
  await expect(page).toHaveURL(/\/search\?gameId=\d+$/)
  await expect(page.getByRole('searchbox')).toHaveValue('')

  await page.goto('/template-ranking/122')
  await expect(page.getByTestId('ranking-row').first()).toBeVisible()
  const missing = await page.goto('/template-ranking/999')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '彩种不存在' })).toBeVisible()
})
