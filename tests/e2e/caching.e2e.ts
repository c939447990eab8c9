import { expect, test } from '@playwright/test'
import { accounts, logIn } from './support/session'

test('a guest page may be shared by a CDN for seconds; pages with a cookie or a signed-in user never', async ({
  page,
  request,
}) => {
  const guest = await request.get('/')
  expect(guest.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60')
  expect(guest.headers().vary).toContain('Cookie')

  // ?code= stores the promotion code in the visitor's cookie: that answer is the visitor's own.
  const withCode = await request.get('/?code=8866001')
  expect(withCode.headers()['set-cookie']).toContain('__liuhe=')
  expect(withCode.headers()['cache-control']).toBe('private, no-store')

  await logIn(page, accounts.member)
  const member = await page.request.get('/databases')
  expect(member.headers()['cache-control']).toBe('private, no-store')
})
