import { expect, test } from '@playwright/test'
import { encryptedPlatformOrigin } from '../encrypted.config'
import { accounts, logIn } from '../support/session'

/** The paths the platform was asked for since the log was last cleared (its test hook). */
async function platformPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  return (await (await request.get(`${encryptedPlatformOrigin}/app-api/__test__/requests`)).json()).data
}

test('every page runs on the encrypted endpoints and _encrypt files', async ({ page, request }) => {
  await request.delete(`${encryptedPlatformOrigin}/app-api/__test__/requests`)

  // Each page answers 200 with what the decrypted answers hold (a failed platform call shows an error page).
  const open = async (path: string) => expect((await page.goto(path))?.status(), path).toBe(200)
  await open('/')
  await expect(page.getByRole('region', { name: '轮播图' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: '公告' }).getByText('系统公告')).toBeVisible()
  await open('/game-center')
  await open('/game/110')
  await logIn(page, accounts.member)
  for (const path of ['/profile', '/bills', '/bet-list', '/notifications']) await open(path)
  await expect(page).toHaveURL(/\/notifications$/)

  const paths = await platformPaths(request)
  const api = paths.filter((p) => p.includes(' /app-api/'))
  // Every API call went to the encrypted form; only the captcha image (a picture, not an answer) is plain.
  expect(api.filter((p) => !p.includes(' /app-api/encrypt/') && !p.includes('/app-api/v/vCode'))).toEqual([])
  expect(api.length).toBeGreaterThan(10)
  expect(paths).toContain('POST /app-api/encrypt/v/user/login')
  // The static config files came as their _encrypt variants, never plain; the key JSON was fetched.
  expect(paths.some((p) => p.endsWith('_encrypt.json'))).toBe(true)
  expect(paths.filter((p) => /\/(config|config_chat|app_config|\w+_limit)\.json$/.test(p))).toEqual([])
  expect(paths).toContain('GET /sys-upload/data/json/secret_key.json')
})
