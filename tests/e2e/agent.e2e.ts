import type { Locator } from '@playwright/test'
import { withPausedClock } from './support/clock'
import { expect, test } from './support/fixtures'
import { accounts, logIn } from './support/session'
import { expectStatusSince, statusMark } from './support/toasts'

/** The figure of a tile (the value under its label) in a report section. */
const tile = (section: Locator, label: string) =>
  section
    .locator('div')
    .filter({ has: section.page().getByText(label, { exact: true }) })
    .locator('dd')

/** A new account name, unique per run. */
const newAccount = () => `e2e${Date.now().toString(36).slice(-8)}`

test('a member is refused the agent area with the agent-only message', async ({ page }) => {
  await logIn(page, accounts.member)
  await page.goto('/profile')
  await expect(page.getByRole('link', { name: '推广赚钱' })).toHaveCount(0)
  await withPausedClock(page, async () => {
    await page.goto('/agent/team-overview')
    await expect(page).not.toHaveURL(/\/agent/)
    await expect(page.getByRole('status').getByText('您还不是代理，无法访问该页面')).toBeVisible()
  })
})

test('agent01 sees the team overview with real figures, creates a link and gains a sub-user through it', async ({
  page,
  browser,
}) => {
  // Two browsers, a registration and six agent pages: more than the default 30 s on a busy machine.
  test.slow()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await logIn(page, accounts.agent)
  await page.goto('/profile')
  await page.getByRole('link', { name: '推广赚钱' }).click()
  await expect(page).toHaveURL(/\/agent$/)
  await expect(page.getByRole('heading', { name: /代理中心 · agent01/ })).toBeVisible()

  // The seeded team's bets and recharges of the last 7 days.
  await page.getByRole('link', { name: '团队总览' }).click()
  await expect(page).toHaveURL(/\/agent\/team-overview$/)
  await expect(tile(page.getByRole('region', { name: '彩票' }), '投注金额')).not.toHaveText('0.00')
  await expect(tile(page.getByRole('region', { name: '充值提现' }), '充值金额')).not.toHaveText('0.00')
  const team = page.getByRole('region', { name: '团队数据' })
  const teamCount = Number.parseInt((await tile(team, '团队人数').textContent()) ?? '', 10)
  const registered = Number.parseInt((await tile(team, '新增注册').textContent()) ?? '', 10)
  expect(teamCount).toBeGreaterThanOrEqual(4)
  // A future end date is refused with the report's message.
  await page.getByLabel('结束日期').fill('2099-01-01')
  await page.getByRole('button', { name: '查询' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '结束日期不能晚于今天' })).toBeVisible()

  // A link for members at rebate 6.5.
  await page.goto('/agent/create-link')
  await page.getByText('会员', { exact: true }).click()
  await page.getByRole('slider', { name: '返点' }).fill('6.5')
  await page.getByLabel('备注（选填）').fill('e2e推广')
  const beforeCreate = await statusMark(page)
  await page.getByRole('button', { name: '生成链接' }).click()
  await expect(page).toHaveURL(/\/agent\/link\/\d+$/)
  await expectStatusSince(page, '推广链接已生成', beforeCreate)
  const card = page.getByRole('article', { name: /^推广码 \d{8}$/ })
  await expect(card.getByText('返点 6.5')).toBeVisible()
  await expect(card.getByRole('img', { name: /的二维码$/ })).toBeVisible()
  const code = ((await card.getAttribute('aria-label')) ?? '').replace('推广码 ', '')
  const link = (await card.getByText(/\/auth\/register\?code=/).textContent()) ?? ''
  expect(link).toMatch(new RegExp(`^http://localhost:\\d+/auth/register\\?code=${code}$`))
  const beforeCopy = await statusMark(page)
  await card.getByRole('button', { name: '复制推广链接' }).click()
  await expectStatusSince(page, '复制成功', beforeCopy)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)

  // Someone else registers through it, in a browser of their own.
  const account = newAccount()
  const guest = await browser.newContext()
  try {
    const other = await guest.newPage()
    await other.goto(new URL(link).pathname + new URL(link).search)
    await expect(other.getByLabel('推广码')).toHaveValue(code)
    await other.getByLabel('用户名').fill(account)
    await other.getByLabel('密码', { exact: true }).fill('Linked123')
    await other.getByLabel('确认密码', { exact: true }).fill('Linked123')
    await other.getByRole('button', { name: '注册', exact: true }).click()
    await expect(other).toHaveURL(/\/profile$/)
  } finally {
    await guest.close()
  }

  // The agent sees the new sub-user in the list, on its page, and in the team report.
  await page.goto(`/agent/user-list?account=${account}`)
  const row = page.getByRole('link', { name: new RegExp(account) })
  await expect(row).toContainText('会员')
  await expect(row).toContainText('返点 6.5')
  await row.click()
  await expect(page.getByRole('heading', { name: account })).toBeVisible()
  await page.goto('/agent/team-overview')
  const after = page.getByRole('region', { name: '团队数据' })
  await expect(tile(after, '团队人数')).toHaveText(`${teamCount + 1}人`)
  await expect(tile(after, '新增注册')).toHaveText(`${registered + 1}人`)
  // The link counts its registration.
  await page.goto('/agent')
  const listed = page.getByRole('article', { name: `推广码 ${code}` })
  await expect(tile(listed, '注册人数')).toHaveText('1')
})

test('agent01 opens an account for a sub-user; a refused form keeps what was typed', async ({ page }) => {
  await logIn(page, accounts.agent)
  await page.goto('/agent/add-user')
  const account = newAccount()
  await page.getByLabel('用户名').fill(account)
  await page.getByLabel('登录密码', { exact: true }).fill('weak')
  await page.getByText('代理', { exact: true }).click()
  await page.getByRole('button', { name: '确认开户' }).click()
  await expect(page.getByText(/^为了您的账户安全，密码长度/)).toBeVisible()
  await expect(page.getByLabel('用户名')).toHaveValue(account)
  await expect(page.getByRole('radio', { name: '代理' })).toBeChecked()
  await page.getByLabel('登录密码', { exact: true }).fill('Strong1234')
  const beforeOpen = await statusMark(page)
  await page.getByRole('button', { name: '确认开户' }).click()
  await expectStatusSince(page, '开户成功', beforeOpen)
  await expect(page.getByRole('link', { name: new RegExp(account) })).toContainText('代理')
})

test('agent01 changes a link, then removes it after confirming', async ({ page }) => {
  await logIn(page, accounts.agent)
  await page.goto('/agent/create-link')
  await page.getByText('代理', { exact: true }).click()
  await page.getByRole('button', { name: '生成链接' }).click()
  await expect(page).toHaveURL(/\/agent\/link\/\d+$/)
  const address = new URL(page.url()).pathname
  const card = page.getByRole('article', { name: /^推广码 \d{8}$/ })
  const name = (await card.getAttribute('aria-label')) ?? ''
  await expect(card.getByText('代理', { exact: true })).toBeVisible()

  await page.getByRole('link', { name: '修改链接' }).click()
  await expect(page).toHaveURL(`${address}/update`)
  await expect(page.getByRole('radio', { name: '代理' })).toBeChecked()
  await page.getByText('会员', { exact: true }).click()
  await page.getByLabel('备注（选填）').fill('改为会员')
  const beforeSave = await statusMark(page)
  await page.getByRole('button', { name: '保存修改' }).click()
  await expect(page).toHaveURL(address)
  await expectStatusSince(page, '操作成功!', beforeSave)
  await expect(card.getByText('改为会员')).toBeVisible()
  await expect(card.getByText('会员', { exact: true })).toBeVisible()

  await page.getByRole('link', { name: '删除链接' }).click()
  await expect(page.getByRole('heading', { name: '确认删除该推广链接？' })).toBeVisible()
  const beforeRemove = await statusMark(page)
  await page.getByRole('button', { name: '确认删除' }).click()
  await expect(page).toHaveURL(/\/agent$/)
  await expectStatusSince(page, '推广链接已删除', beforeRemove)
  await expect(page.getByRole('article', { name })).toHaveCount(0)
  // The removed link's page is gone.
  const response = await page.goto(address)
  expect(response?.status()).toBe(404)
})
