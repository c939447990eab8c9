import { expect, test } from './support/fixtures'

test('promotions: tabs per classify type, both kinds of card, sanitized detail', async ({
  page,
  baseURL,
}) => {
  // The company's configured domain: the platform's company config, seeded from the app's address
  // (APP_PUBLIC_URL, support/servers.ts), not a placeholder.
  const companyDomain = new URL(baseURL ?? '').host
  await page.goto('/promotional')
  const tabs = page.getByRole('tablist', { name: '活动分类' })
  await expect(tabs.getByRole('tab').first()).toHaveText('全部')
  await expect(tabs.getByRole('tab', { name: '新人优惠' })).toBeVisible()
  await tabs.getByRole('tab', { name: '充值优惠' }).click()
  const panel = page.getByRole('tabpanel')
  const external = panel.getByRole('link', { name: /周末充值加赠/ })
  await expect(external).toHaveAttribute('target', '_blank')
  await expect(external).toHaveAttribute('href', 'https://activity.liuhe.example/promo/4')
  await expect(external).toContainText(/\d{4}\/\d{2}\/\d{2}~\d{4}\/\d{2}\/\d{2}/)
  await expect(external).toContainText(companyDomain)
  await expect(page.getByRole('tabpanel')).not.toContainText('liuhe.example')
  await tabs.getByRole('tab', { name: '新人优惠' }).click()
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /新会员注册送18元/ })
    .click()
  await expect(page).toHaveURL(/\/promotional\/1\/1$/)
  await expect(page.getByRole('heading', { level: 1, name: '新会员注册送18元' })).toBeVisible()
  await expect(page.getByRole('article')).toContainText(companyDomain)
  await expect(page.getByRole('article')).not.toContainText('liuhe.example')
  expect(await page.locator('article script').count()).toBe(0)
})
