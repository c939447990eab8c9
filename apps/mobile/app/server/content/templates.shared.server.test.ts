import type { Template, TemplateViewerState } from '@liuhe/api'
import type { Viewer } from '@liuhe/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ViewerState } from '#app/server/auth/viewer.server.ts'

/** Who each request is (the session and profile call are outside this test). */
const states = new WeakMap<Request, ViewerState>()
/** The platform's calls, by kind and token. */
const calls: string[] = []
/** Cards each member favourited, by token. */
const likes: Record<string, number[]> = {}

const item = (id: number, extra: Partial<Template['groups'][number]['items'][number]> = {}) => ({
  id,
  title: `2026${String(id).padStart(3, '0')}期`,
  content: '马',
  content2: '',
  content3: '',
  note: '',
  subName: '',
  updatedTime: 0,
  sort: id,
  multiContents: [],
  iconUrl: '',
  requireLogin: 0 as const,
  requireRecharge: 0 as const,
  templateType: 1,
  activeCover: 0 as const,
  redirect: '',
  locked: 'unlocked' as const,
  ...extra,
})

/** MB04 with ten rows and a poll, as the platform answers it to `token` (their favourite and poll choice). */
function card(id: number, token: string | undefined): Template {
  return {
    id,
    gameId: 110,
    templateCode: 'MB04',
    name: `卡${id}`,
    subName: '',
    note1: '',
    note2: '',
    colorTheme: '',
    playCateName: '',
    like: token && likes[token]?.includes(id) ? 1 : 0,
    likeCount: 3,
    agreeCount: 0,
    disagreeCount: 0,
    vote: {
      id,
      templateId: id,
      gameTurn: '2026330',
      pollStatus: 1,
      pollOptions: [{ option_id: 1, option_text: '鼠', option_value: '07', option_vote: 5 }],
      optionId: token ? 1 : null,
    },
    groups: [
      { id: 1, groupName: '321-330', sort: 1, items: Array.from({ length: 10 }, (_, i) => item(i + 1)) },
    ],
  }
}

/** While set, the profile call has not answered yet. */
let profileCall: Promise<void> | undefined
vi.mock('#app/server/auth/viewer.server.ts', () => ({
  getViewer: async (request: Request) => {
    await profileCall
    return states.get(request)
  },
  readBesideViewer: <T>(request: Request, read: (token: string) => Promise<T>) => {
    const token = states.get(request)?.token
    const answer = token ? read(token) : Promise.reject(new Error('no access token'))
    answer.catch(() => {})
    return answer
  },
}))
/** The cards the platform's list holds. */
let listIds = [1, 2]
vi.mock('#app/server/platform/platform.server.ts', () => ({
  platformFor: (_request: Request, token?: string) => ({
    templates: {
      list: async () => {
        calls.push(`list ${token ?? 'guest'}`)
        // Let simultaneous reads meet.
        await new Promise((resolve) => setTimeout(resolve, 20))
        return { rows: listIds.map((id) => card(id, token)), totalCount: listIds.length }
      },
      info: async (_gameId: number, templateId: number) => {
        calls.push(`info ${token}`)
        return card(templateId, token)
      },
      // The track records behind the cards' accuracy tags (not counted: the same for every viewer).
      ranking: async () => [],
      viewerState: async (ids: number[]): Promise<TemplateViewerState[]> => {
        calls.push(`marks ${token} ${ids.join(',')}`)
        return ids.map((templateId) => ({
          templateId,
          like: likes[token ?? '']?.includes(templateId) ? 1 : 0,
          optionId: null,
        }))
      },
    },
  }),
}))

const { loadTemplate, loadTemplateFeed } = await import('./templates.server')

const member: Viewer = { hasToken: true, userInfo: { type: 'HY', vipLevel: 1 }, extInfo: { rechMoney: 0 } }
const vip: Viewer = { hasToken: true, userInfo: { type: 'HY', vipLevel: 5 }, extInfo: { rechMoney: 100 } }

/** A request of a signed-in viewer (with their profile loaded unless `profile` is false). */
function requestOf(token: string, viewer: Viewer, profile = true) {
  const request = new Request('http://app.test/')
  states.set(request, {
    token,
    viewer,
    profile: profile ? ({} as ViewerState['profile']) : null,
  })
  return request
}

afterEach(() => {
  calls.length = 0
  listIds = [1, 2]
})

describe('loadTemplateFeed for members', () => {
  it('reads a page once for simultaneous members of a lock class and gives each their own favourites', async () => {
    likes['token-a'] = [1]
    likes['token-b'] = [2]
    const query = { gameId: 110, page: 1, playCateName: 'a' }
    const [a, b] = await Promise.all([
      loadTemplateFeed(requestOf('token-a', member), query),
      loadTemplateFeed(requestOf('token-b', member), query),
    ])
    expect(calls.filter((c) => c.startsWith('list'))).toHaveLength(1)
    expect(a.templates.map((t) => t.like)).toEqual([1, 0])
    expect(b.templates.map((t) => t.like)).toEqual([0, 1])
    // The poll choice of the member the page was read for is not handed to the other.
    expect(b.templates.map((t) => t.vote?.optionId)).toEqual([null, null])
  })

  it('reads apart for another lock class, and for a member whose profile did not load', async () => {
    const query = { gameId: 110, page: 1, playCateName: 'b' }
    await loadTemplateFeed(requestOf('token-a', member), query)
    await loadTemplateFeed(requestOf('token-v', vip), query)
    await loadTemplateFeed(requestOf('token-x', member, false), query)
    await loadTemplateFeed(requestOf('token-y', member, false), query)
    expect(calls.filter((c) => c.startsWith('list'))).toEqual([
      'list token-a',
      'list token-v',
      'list token-x',
      'list token-y',
    ])
  })

  it('sends each card slim: the rows it shows collapsed and how many it has', async () => {
    const page = await loadTemplateFeed(requestOf('token-a', member), {
      gameId: 110,
      page: 1,
      playCateName: 'c',
    })
    expect(page.templates[0]?.groups[0]?.items).toHaveLength(5)
    expect(page.templates[0]?.groups[0]?.itemCount).toBe(10)
  })

  it("reads a member's marks beside the draw, for the cards the page showed last; again when they changed", async () => {
    likes['token-c'] = [2]
    const query = { gameId: 70, page: 1, playCateName: 'd' }
    // The page's first read: its cards are known only once read.
    await loadTemplateFeed(requestOf('token-a', member), { ...query, turn: '2026330' })
    expect(calls).toEqual(['list token-a', 'marks token-a 1,2'])

    calls.length = 0
    let drawn: (turn: string) => void = () => {}
    const turn = new Promise<string>((resolve) => {
      drawn = resolve
    })
    const loading = loadTemplateFeed(requestOf('token-c', member), { ...query, turn })
    // The marks went out while the turn (the draw call) was still unknown.
    await expect.poll(() => calls).toEqual(['marks token-c 1,2'])
    drawn('2026331')
    const page = await loading
    expect(page.templates.map((t) => t.like)).toEqual([0, 1])
    expect(calls).toEqual(['marks token-c 1,2', 'list token-c'])

    // A new card on the page: the early marks do not cover it, so they are read again for every card.
    calls.length = 0
    listIds = [3, 1, 2]
    likes['token-c'] = [3]
    const changed = await loadTemplateFeed(requestOf('token-c', member), { ...query, turn: '2026332' })
    expect(changed.templates.map((t) => t.like)).toEqual([1, 0, 0])
    expect(calls).toEqual(['marks token-c 1,2', 'list token-c', 'marks token-c 3,1,2'])
  })

  it('a draw call that fails while the profile call is still out fails the page, not the process', async () => {
    let answered: () => void = () => {}
    profileCall = new Promise<void>((resolve) => {
      answered = resolve
    })
    try {
      const refused = Promise.reject(new Error('the draw call was aborted'))
      const loading = loadTemplateFeed(requestOf('token-a', member), { gameId: 110, page: 1, turn: refused })
      // The refusal settles long before the profile answers: vitest fails the run on an unhandled rejection.
      await new Promise((resolve) => setTimeout(resolve, 0))
      answered()
      await expect(loading).rejects.toThrow('the draw call was aborted')
    } finally {
      profileCall = undefined
    }
  })
})

describe('loadTemplate for members', () => {
  it("reads the member's marks on the card while the profile call is still out", async () => {
    likes['token-d'] = [7]
    let answered: () => void = () => {}
    profileCall = new Promise<void>((resolve) => {
      answered = resolve
    })
    try {
      const loading = loadTemplate(requestOf('token-d', member), 110, 7)
      await expect.poll(() => calls).toEqual(['marks token-d 7'])
      answered()
      const template = await loading
      expect(template?.like).toBe(1)
      // The early marks cover the card: no second marks call after the card is read.
      expect(calls).toEqual(['marks token-d 7', 'info token-d'])
    } finally {
      profileCall = undefined
    }
  })
})
