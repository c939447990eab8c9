import type { ActionFunctionArgs } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'

// The member and the platform's confirmation are outside this test: every request is a member's, and the
// platform accepts the confirmation.
vi.mock('#app/server/auth/viewer.server.ts', () => ({
  requireViewer: async () => ({ token: 'member-token' }),
}))
vi.mock('#app/server/platform/platform.server.ts', () => ({
  platformFor: () => ({ responsible: { confirmAdult: async () => undefined } }),
}))

const { action } = await import('#app/routes/resources.responsible-adult.tsx')

/** The confirmation form sent before the page's script ran, with `redirectTo`. */
async function confirm(redirectTo: string): Promise<Response> {
  const request = new Request('http://app.test/resources/responsible-adult', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ redirectTo }).toString(),
  })
  try {
    return (await action({ request, params: {}, context: {} } as ActionFunctionArgs)) as Response
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('the 18+ confirmation sent without script', () => {
  it('goes back to the page it came from', async () => {
    const answer = await confirm('/responsible-gaming?tab=1')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/responsible-gaming?tab=1')
  })

  it('never sends the browser to another site: any target that is not a path of this site goes home', async () => {
    for (const target of [
      '/\\evil.example',
      '//evil.example',
      'https://evil.example',
      '/%5Cevil',
      '/\t/evil',
      '/\\/evil.example',
      'javascript:alert(1)',
    ]) {
      const answer = await confirm(target)
      expect(answer.status, JSON.stringify(target)).toBe(302)
      expect(answer.headers.get('location'), JSON.stringify(target)).toBe('/')
    }
  })

  it('answers a CR/LF in the target with a redirect home, not a 500', async () => {
    for (const target of ['/x\r\nSet-Cookie: a=b', '/responsible-gaming\nX-Evil: 1', '/\r\n/evil.example']) {
      const answer = await confirm(target)
      expect(answer.status, JSON.stringify(target)).toBe(302)
      expect(answer.headers.get('location')).toBe('/')
      expect(answer.headers.get('set-cookie') ?? '').not.toContain('a=b')
    }
  })
})
