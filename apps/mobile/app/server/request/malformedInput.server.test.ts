import { isApiError } from '@liuhe/api'
import { createRequestHandler, type ServerBuild } from '@remix-run/server-runtime'
import { setFileScope } from '@vanilla-extract/css/fileScope'
import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { signIn } from '#app/server/auth/session.server.ts'

/**
 * Malformed input from outside — a multipart body whose parts are broken, a query or form of the wrong
 * types, a form missing its fields — is answered with a 4xx (400 请求参数有误，请返回重试 where the route
 * cannot read it at all, `app/server/request/input.server.ts`), never a 500 (docs/security.md). Every route module is called
 * as Remix calls it, with a signed-in agent's session cookie; a value it throws that is not an answer (a
 * `Response` or `data(…)`) is what Remix turns into a 500. The platform is a double: the profile of an
 * agent, every other call unreachable. The last tests go through Remix's own request handler and render the
 * error boundaries.
 */

vi.mock('#app/server/platform/platform.server.ts', async (importOriginal) => {
  const { ApiError } = await import('@liuhe/api')
  const profile = {
    userInfo: {
      userId: 7,
      account: 'agent01',
      type: 'HY',
      vipLevel: 3,
      avatarId: 1,
      cycleBetAmount: 0,
      isDl: 1,
      rebate: 8,
      enableChat: 1,
      chatLevel: 1,
      hyLevel: 1,
    },
    extInfo: { money: 100, liveMoney: 0, rechMoney: 100, fundPwd: true },
    unReadCount: 0,
    userDetail: { domain: '' },
  }
  const unreachable = () => Promise.reject(new ApiError('CLIENT/NETWORK', '网络异常', 0))
  /** Any path of the client: `user.info()` answers the profile, every other call fails unreachable. */
  const client = (path: string[]): unknown =>
    new Proxy(() => {}, {
      get: (_target, key) => (typeof key === 'symbol' || key === 'then' ? undefined : client([...path, key])),
      apply: () => (path.join('.') === 'user.info' ? Promise.resolve(profile) : unreachable()),
    })
  return { ...(await importOriginal<object>()), platformFor: () => client([]) }
})

/** What the error boundaries read as the route's error (`useRouteError`), set by a test. */
const routeError = vi.hoisted(() => ({ current: undefined as unknown }))
vi.mock('@remix-run/react', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useRouteError: () => routeError.current,
}))

/** What Remix would answer: a thrown `Response` or `data(…)` with its status, anything else thrown a 500. */
async function answerOf(run: () => Promise<unknown>): Promise<{ status: number; message?: unknown }> {
  const read = async (value: unknown, fallback: number) => {
    if (value instanceof Response) {
      const body = await value
        .clone()
        .json()
        .catch(() => null)
      return { status: value.status, message: body?.message }
    }
    if (
      typeof value === 'object' &&
      value !== null &&
      'type' in value &&
      value.type === 'DataWithResponseInit'
    ) {
      const { data, init } = value as { data?: { message?: unknown }; init?: { status?: number } | null }
      return { status: init?.status ?? fallback, message: data?.message }
    }
    return { status: fallback }
  }
  try {
    return await read(await run(), 200)
  } catch (thrown) {
    const answer = await read(thrown, 500)
    if (answer.status !== 500) return answer
    // The double's unreachable platform thrown as it is: a page that does not handle the platform being down
    // (docs/resilience.md), not input it could not read.
    if (isApiError(thrown)) return { status: PLATFORM_DOWN, message: String(thrown) }
    return { status: 500, message: String(thrown) }
  }
}

/** Not an HTTP status: a platform failure the route let through (see `answerOf`). */
const PLATFORM_DOWN = -1
const BAD_INPUT = '请求参数有误，请返回重试'
const FORM = 'application/x-www-form-urlencoded'
const MULTIPART = 'multipart/form-data; boundary=liuhe'
/** A multipart body with its boundary whose part never ends: `request.formData()` throws on it. */
const BROKEN_MULTIPART = '--liuhe\r\nContent-Disposition: form-data; name="amount"\r\n\r\n100'

type Handler = (args: {
  request: Request
  params: Record<string, string>
  context: object
}) => Promise<unknown>
interface RouteModule {
  loader?: Handler
  action?: Handler
  ErrorBoundary?: () => ReactElement | null
}

/** A value for each dynamic segment of a route file's name. */
const PARAMS: Record<string, string> = { orderId: 'R2611231200001ABC', type: '1' }

/** The address and params of a route file (`game.$id._index/route.tsx` → `/game/110`). */
function addressOf(file: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {}
  const name = file.replace(/^\.\//, '').replace(/(\/route)?\.tsx$/, '')
  const segments = name
    .split('.')
    .filter((segment) => segment !== '_index' && !segment.startsWith('('))
    .map((segment) => {
      if (!segment.startsWith('$')) return segment
      const key = segment.slice(1)
      params[key] = PARAMS[key] ?? '110'
      return params[key]
    })
  return { path: `/${segments.join('/')}`.replace(/\/_index$/, ''), params }
}

let cookie = ''
const routes: [string, RouteModule][] = []
beforeAll(async () => {
  cookie = (await signIn(new Request('http://app.test/'), 'agent-token')).split(';')[0]!
  // The route modules import vanilla-extract styles, which need a file scope outside the Vite plugin.
  setFileScope('app/server/request/malformedInput.server.test.ts', '@liuhe/mobile')
  const files = { ...import.meta.glob('../../routes/*.tsx'), ...import.meta.glob('../../routes/*/route.tsx') }
  for (const [file, load] of Object.entries(files).sort()) {
    if (file.includes('.test.')) continue
    // Named as in the routes folder (`./auth.login.tsx`), the way addressOf reads a route file's name.
    routes.push([file.replace('../../routes/', './'), (await load()) as RouteModule])
  }
})

/** Calls a route's action with a POST of `body` as `type`, as the signed-in agent. */
function post(file: string, module: RouteModule, body: string, type: string) {
  const { path, params } = addressOf(file)
  const request = new Request(`http://app.test${path}`, {
    method: 'POST',
    headers: { 'content-type': type, cookie, origin: 'http://app.test' },
    body,
  })
  return { request, answer: answerOf(() => module.action!({ request, params, context: {} })) }
}

/** Calls a route's loader with a GET of `query`, as the signed-in agent. */
function get(file: string, module: RouteModule, query: string) {
  const { path, params } = addressOf(file)
  const request = new Request(`http://app.test${path}${query}`, { headers: { cookie } })
  return answerOf(() => module.loader!({ request, params, context: {} }))
}

/** Every field name the actions read, each with a value of the wrong type, out of range or too long. */
const JUNK_FIELDS: Record<string, string> = Object.fromEntries(
  (
    'account accountName amount avatarId bankId bankName birthday captchaTicket cardNo cashPassword cate ' +
    'category cells channelId code color confirmFundPwd confirmPassword count documentId edit email endpoint ' +
    'fullName fundPwd game gameId gameKind gameCode greeting groupId groupType id idempotencyKey index intent ' +
    'isMobile key kind lang like list liveCode newPassword oldFundPwd oldPassword optionId orderNo page ' +
    'password password_confirmation payerName phone pick play playCateName playId pos position q qq rebate ' +
    'redirectTo remark remember scheme scope searchText tab templateId token turnNum type valiCode version ' +
    'weixin window x auto p256dh auth'
  )
    .split(' ')
    .map((name, i) => [name, ['abc', '-1', '1e999', 'x'.repeat(5000), '\u0000', '0.5', '[]'][i % 7]!]),
)

/** The same fields as file parts of a well-formed multipart body: a file where text is expected. */
function filePartsBody(): string {
  const parts = Object.keys(JUNK_FIELDS).map(
    (name) =>
      `--liuhe\r\nContent-Disposition: form-data; name="${name}"; filename="a.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n1\r\n',
  )
  return `${parts.join('')}--liuhe--\r\n`
}

describe('every action', () => {
  it('answers an empty form without a 500', async () => {
    const withAction = routes.filter(([, module]) => module.action)
    expect(withAction.length).toBeGreaterThan(30)
    const crashed: string[] = []
    for (const [file, module] of withAction) {
      const { status, message } = await post(file, module, '', FORM).answer
      if (status === 500) crashed.push(`${file}: ${message}`)
    }
    expect(crashed).toEqual([])
  })

  it('answers fields of the wrong types, as text or as files, without a 500', async () => {
    const crashed: string[] = []
    for (const [file, module] of routes.filter(([, module]) => module.action)) {
      for (const [body, type] of [
        [new URLSearchParams(JUNK_FIELDS).toString(), FORM],
        [filePartsBody(), MULTIPART],
      ] as const) {
        const { status, message } = await post(file, module, body, type).answer
        if (status === 500) crashed.push(`${file} (${type}): ${message}`)
      }
    }
    expect(crashed).toEqual([])
  })

  it('answers a multipart body with broken parts with 400 and the message, never a 500', async () => {
    const wrong: string[] = []
    for (const [file, module] of routes.filter(([, module]) => module.action)) {
      const { request, answer } = post(file, module, BROKEN_MULTIPART, MULTIPART)
      const { status, message } = await answer
      // An action that read the body could not read it: a 400 (the chat upload says which images it takes).
      const expected = request.bodyUsed
        ? { status: 400, message: file.includes('chat-upload') ? message : BAD_INPUT }
        : { status, message }
      if (status === 500 || status !== expected.status || message !== expected.message)
        wrong.push(`${file}: ${status} ${message}`)
    }
    expect(wrong).toEqual([])
  })
})

/** Every query name the pages read, each with a value of the wrong type or out of range. */
const JUNK_QUERY = `?${new URLSearchParams({
  page: 'abc',
  gameId: 'x',
  templateId: '-1',
  documentId: 'x',
  groupId: 'x',
  type: '\u0000zz',
  status: '9',
  tab: 'x',
  date: '2026-13-45',
  startDate: 'x',
  endDate: 'x',
  n: 'x',
  pos: '99',
  period: 'x',
  balls: 'x',
  window: '7',
  edit: 'x',
  kind: 'x',
  channel: 'x',
  orderNo: 'x',
  since: 'x',
  game: 'x',
  cate: 'x'.repeat(100),
  code: 'x'.repeat(100),
  play: 'x'.repeat(100),
  pick: 'x'.repeat(100),
  q: 'x'.repeat(300),
  account: 'x'.repeat(100),
  nickname: 'x'.repeat(100),
  redirectTo: '//evil.example',
  remove: 'x',
  gameCode: 'x',
  liveCode: 'x',
  kindId: 'x',
})}`

describe('every loader', () => {
  it('answers a query of the wrong types without a 500', async () => {
    const withLoader = routes.filter(([, module]) => module.loader)
    expect(withLoader.length).toBeGreaterThan(80)
    const crashed: string[] = []
    for (const [file, module] of withLoader) {
      const { status, message } = await get(file, module, JUNK_QUERY)
      if (status === 500) crashed.push(`${file}: ${message}`)
    }
    expect(crashed).toEqual([])
  })
})

/** The module of a route file. */
function route(file: string): RouteModule {
  const found = routes.find(([name]) => name === file)
  if (!found) throw new Error(`no route ${file}`)
  return found[1]
}

describe('representative routes', () => {
  it('the login action answers a broken multipart body with 400 and the message', async () => {
    const { answer } = post('./auth.login.tsx', route('./auth.login.tsx'), BROKEN_MULTIPART, MULTIPART)
    expect(await answer).toEqual({ status: 400, message: BAD_INPUT })
  })

  it('the withdrawal action answers a broken multipart body with 400 and the message', async () => {
    const { answer } = post(
      './withdraw-money.tsx',
      route('./withdraw-money.tsx'),
      BROKEN_MULTIPART,
      MULTIPART,
    )
    expect(await answer).toEqual({ status: 400, message: BAD_INPUT })
  })

  it('a gallery group page answers a page number of the wrong type with 400 and the message', async () => {
    const file = './gallery-detail.$gameId.$groupId.tsx'
    expect(await get(file, route(file), '?page=abc')).toEqual({ status: 400, message: BAD_INPUT })
    expect(await get(file, route(file), '?type=9')).toEqual({ status: 400, message: BAD_INPUT })
  })
})

/**
 * Remix's own request handler over a server build of a bare root and `paths` (route file → its address
 * pattern) under it: its document answer is the HTTP status Remix chose and the route errors it rendered.
 */
function remixWith(paths: Record<string, string>) {
  const routes: ServerBuild['routes'] = {
    root: { id: 'root', path: '', module: { default: () => null } as never },
  }
  for (const [file, path] of Object.entries(paths))
    routes[file] = { id: file, parentId: 'root', path, module: route(file) as never }
  const build = {
    mode: 'production',
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          _headers: Headers,
          context: { staticHandlerContext: { errors: unknown } },
        ) => Response.json({ errors: context.staticHandlerContext.errors }, { status }),
      },
    },
    routes,
    assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: '1' },
    publicPath: '/assets/',
    assetsBuildDirectory: 'build/client',
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_lazyRouteDiscovery: true,
      v3_singleFetch: true,
    },
    isSpaMode: false,
  } as unknown as ServerBuild
  return createRequestHandler(build, 'production')
}

describe('through Remix', () => {
  it('a page answers input it cannot read with HTTP 400 and the message for its error boundary', async () => {
    const gallery = './gallery-detail.$gameId.$groupId.tsx'
    const withdraw = './withdraw-money.tsx'
    const handle = remixWith({ [gallery]: 'gallery-detail/:gameId/:groupId', [withdraw]: 'withdraw-money' })
    const page = await handle(
      new Request('http://app.test/gallery-detail/110/110?page=abc', { headers: { cookie } }),
    )
    expect(page.status).toBe(400)
    expect(await page.json()).toMatchObject({
      errors: { [gallery]: { status: 400, data: { message: BAD_INPUT } } },
    })

    const posted = await handle(
      new Request('http://app.test/withdraw-money', {
        method: 'POST',
        headers: { 'content-type': MULTIPART, cookie },
        body: BROKEN_MULTIPART,
      }),
    )
    expect(posted.status).toBe(400)
    expect(await posted.json()).toMatchObject({
      errors: { [withdraw]: { status: 400, data: { message: BAD_INPUT } } },
    })
  })

  it('the error boundaries show the message as a readable page, the root one too', async () => {
    const { ErrorBoundary: RootBoundary } = await import('#app/root.tsx')
    const { isRouteErrorResponse } = await import('@remix-run/react')
    routeError.current = {
      status: 400,
      statusText: 'Bad Request',
      internal: false,
      data: { message: BAD_INPUT },
    }
    expect(isRouteErrorResponse(routeError.current)).toBe(true)
    for (const boundary of [RootBoundary, route('./withdraw-money.tsx').ErrorBoundary!]) {
      const html = renderToString(createElement(boundary))
      expect(html).toContain(BAD_INPUT)
      expect(html).not.toContain('系统错误')
    }
  })
})
