import { chatCommands, chatSocketUrl } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatKit } from './chatKit'
import { startTestPlatform } from './harness'
import { isCommand, openSocket, type RawSocket } from './socketKit'
import type { TestEnv } from './walletKit'

// Random input against a started platform: thousands of random frames on both sockets and random bodies,
// queries and content types on a route of every route group mounted in src/platform.ts. Afterwards the
// platform still answers /healthz and a new socket still gets its PONG, and no HTTP answer was a 5xx.
//
// The platform runs in this process (startTestPlatform) rather than as a child process: an exception thrown
// in a `ws` handler is then an uncaught exception of this very process, which the spy below records (and
// vitest reports) with its stack, where a child process would only be seen to die. Every property runs with
// a fixed seed, so a failure replays with the same inputs (fast-check prints the seed and path).

const SEED = 20_260_042
const SOCKET_RUNS = 300
const RUNS_PER_ROUTE = 30

let env: TestEnv
let kit: ReturnType<typeof chatKit>
let memberToken: string
let memberChatToken: string
let guestChatToken: string
const uncaught: unknown[] = []
const recordUncaught = (error: unknown) => uncaught.push(error)

beforeAll(async () => {
  process.on('uncaughtException', recordUncaught)
  process.on('unhandledRejection', recordUncaught)
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12))
  kit = chatKit(env, 'fuzz')
  // The fuzz opens hundreds of sockets for one member and one guest, one after the other.
  await kit.settings({ maxSocketsPerUser: 10_000 })
  const member = await kit.chatMember(1_000)
  memberToken = member.token
  memberChatToken = member.chatToken.token
  guestChatToken = (await kit.chatGuest()).identity.token
}, 60_000)
afterAll(async () => {
  process.off('uncaughtException', recordUncaught)
  process.off('unhandledRejection', recordUncaught)
  await env.stop()
})

/** Values that trip hand-written parsing: empty, huge, negative, non-numeric, JSON-looking. */
const trickyText = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '9'.repeat(40),
  'null',
  'undefined',
  '[]',
  '{}',
  '%',
  '%E0%A4%A',
  '\u0000',
  '../../etc/passwd',
  '<script>',
  '2026-02-30',
  'true',
)
const text = fc.oneof(trickyText, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }))
/** Field names the routes read, mixed with random ones. */
const fieldName = fc.oneof(
  fc.constantFrom(
    'gameId',
    'id',
    'page',
    'rows',
    'pageSize',
    'type',
    'orderNo',
    'amount',
    'money',
    'account',
    'password',
    'oldPassword',
    'newPassword',
    'confirmPassword',
    't',
    'x',
    'startDate',
    'endDate',
    'date',
    'code',
    'keyword',
    'issue',
    'turnNum',
    'templateId',
    'year',
    'body',
    'room_id',
    'endpoint',
    'keys',
    'games',
    'bets',
    'channelId',
    'bankId',
    'fundPwd',
    'limits',
    'dailyLossFen',
    'liveCode',
    'gameCode',
    'intrCode',
    'file',
  ),
  fc.string({ maxLength: 12 }),
)
const json = fc.jsonValue({ maxDepth: 3 })
const fields = fc.dictionary(
  fieldName,
  fc.oneof(
    text,
    json.map((v) => JSON.stringify(v)),
  ),
  {
    maxKeys: 6,
  },
)

// ── Sockets ─────────────────────────────────────────────────────────────────────────────────────────

/** One client frame: text (JSON of any shape, near-valid commands, any string, invalid UTF-8) or binary. */
const frameArb = fc.oneof(
  json.map((value) => ({ text: JSON.stringify(value) })),
  fc
    .record(
      {
        command: fc.oneof(fc.constantFrom('PING', 'SUBSCRIBE', 'JOIN', 'LEAVE', 'SEND', 'ERROR'), json),
        content: fc.oneof(
          json,
          fc.record({ gameId: fc.oneof(fc.integer(), json), types: fc.oneof(json, fc.array(text)) }),
        ),
        room_id: fc.oneof(fc.integer({ min: -2, max: 20 }), json),
        type: fc.oneof(fc.constantFrom('text', 'image', 'hongbao'), json),
        body: fc.oneof(text, json),
        ref: fc.oneof(text, json),
      },
      { requiredKeys: [] },
    )
    .map((value) => ({ text: JSON.stringify(value) })),
  text.map((value) => ({ text: value })),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ bytes, binary: true })),
  fc.uint8Array({ minLength: 1, maxLength: 16 }).map((bytes) => ({
    bytes: Buffer.concat([Buffer.from([0xff]), bytes]),
    binary: false,
  })),
)
type Frame = { text: string } | { bytes: Uint8Array; binary: boolean }

function send(socket: RawSocket, frame: Frame) {
  if ('text' in frame) socket.ws.send(frame.text)
  else socket.ws.send(Buffer.from(frame.bytes), { binary: frame.binary })
}

/**
 * Sends the frames, then a PING: resolves with 'pong' once answered (every frame before it was handled), or
 * with the close code when the server closed the connection (a binary frame, invalid UTF-8).
 */
async function sendAll(
  socket: RawSocket,
  frames: Frame[],
  ping: string,
  isPong: (f: unknown) => boolean,
): Promise<'pong' | number> {
  for (const frame of frames) send(socket, frame)
  socket.ws.send(ping)
  const outcome = await Promise.race([socket.next(isPong).then(() => 'pong' as const), socket.closed])
  socket.ws.terminate()
  return outcome
}

/** Close codes a malformed frame may earn: 1003 binary, 1007 invalid UTF-8. Never 1011 (a handler failed). */
const allowedCloses = [1003, 1007]

describe('random frames on the sockets', () => {
  it('game socket: every frame sequence ends in a PONG or a 1003/1007 close', async () => {
    const url = `${env.origin.replace(/^http/, 'ws')}/ws-game/fuzz`
    await fc.assert(
      fc.asyncProperty(fc.array(frameArb, { minLength: 1, maxLength: 8 }), async (frames) => {
        const socket = await openSocket(url)
        const outcome = await sendAll(socket, frames, JSON.stringify({ command: 'PING' }), isCommand('PONG'))
        if (outcome !== 'pong') expect(allowedCloses).toContain(outcome)
        expect(uncaught).toEqual([])
      }),
      { seed: SEED, numRuns: SOCKET_RUNS },
    )
  })

  it('chat socket (member and guest): every frame sequence ends in a PONG or a 1003/1007 close', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(frameArb, { minLength: 1, maxLength: 8 }),
        async (guest, frames) => {
          const token = guest ? guestChatToken : memberChatToken
          const socket = await openSocket(chatSocketUrl(env.origin, '/ws-chat', token, guest))
          const isPong = (f: unknown) =>
            isCommand(chatCommands.hidden)(f) && (f as { content: { ref?: unknown } }).content.ref === 'end'
          const outcome = await sendAll(
            socket,
            frames,
            JSON.stringify({ command: 'PING', ref: 'end' }),
            isPong,
          )
          if (outcome !== 'pong') expect(allowedCloses).toContain(outcome)
          expect(uncaught).toEqual([])
        },
      ),
      { seed: SEED, numRuns: SOCKET_RUNS },
    )
  })
})

// ── Routes ──────────────────────────────────────────────────────────────────────────────────────────

interface Route {
  group: string
  method: 'GET' | 'POST'
  /** With `:name` parameters, filled with random text. */
  path: string
}

/** A route of every route group of src/platform.ts, preferring those that read a body or a query. */
const routes: Route[] = [
  { group: 'lottery', method: 'GET', path: '/app-api/lottery/history' },
  { group: 'templates', method: 'GET', path: '/app-api/game-document/template/record/:gameId/:templateId' },
  { group: 'documents', method: 'GET', path: '/app-api/game-document/database' },
  { group: 'search', method: 'GET', path: '/app-api/game-document/search' },
  { group: 'auth', method: 'POST', path: '/app-api/v/user/login' },
  { group: 'auth', method: 'POST', path: '/app-api/v/captcha/slider/verify' },
  { group: 'user', method: 'POST', path: '/app-api/api/v2/user/tellerMachine' },
  { group: 'games', method: 'POST', path: '/app-api/game/toggle-like' },
  { group: 'content', method: 'GET', path: '/app-api/api/notice/queryPage' },
  { group: 'gallery', method: 'GET', path: '/app-api/gallery/group/detail' },
  { group: 'gallery', method: 'POST', path: '/app-api/gallery/toggle-like' },
  { group: 'bets', method: 'POST', path: '/app-api/api/bet/place' },
  { group: 'bets', method: 'GET', path: '/app-api/api/cp/records/historyList' },
  { group: 'recharge', method: 'POST', path: '/app-api/api/recharge/order' },
  { group: 'recharge', method: 'POST', path: '/app-api/api/recharge/notify' },
  { group: 'responsible', method: 'POST', path: '/app-api/api/responsible/limits' },
  { group: 'withdraw', method: 'POST', path: '/app-api/api/userWithdraw/save/v2' },
  { group: 'bonus', method: 'POST', path: '/app-api/api/user/bonus-center/claim' },
  { group: 'account', method: 'POST', path: '/app-api/api/user/modifyUserInfo' },
  { group: 'account', method: 'GET', path: '/app-api/api/user/bills' },
  { group: 'casino', method: 'POST', path: '/app-api/demo-game/:liveCode/:gameCode/round' },
  { group: 'agent', method: 'GET', path: '/app-api/api/spreadInfo/getLinkInfo' },
  { group: 'push', method: 'POST', path: '/app-api/api/push/follows' },
  { group: 'chat', method: 'POST', path: '/api-messen/chat/uploadImage' },
  { group: 'chat', method: 'GET', path: '/api-messen/chat/guest/friends/:id' },
  { group: 'pay page', method: 'POST', path: '/pay/:orderNo/confirm' },
  { group: 'static', method: 'GET', path: '/sys-upload/data/lotery/:file' },
  { group: 'static', method: 'GET', path: '/sys-upload/data/json/app-data-main/LH/template/:file' },
  { group: 'static', method: 'GET', path: '/sys-upload/gallery/:imageId/:variant' },
]

/** A random request: path parameters, query, body (JSON, form, multipart, text or none), content type, token. */
const requestArb = fc.record({
  params: fc.array(text, { minLength: 3, maxLength: 3 }),
  query: fields,
  body: fc.oneof(
    fc.constant({ kind: 'none' as const }),
    json.map((value) => ({ kind: 'json' as const, value })),
    fields.map((value) => ({ kind: 'form' as const, value })),
    fields.map((value) => ({ kind: 'multipart' as const, value })),
    text.map((value) => ({ kind: 'text' as const, value })),
  ),
  contentType: fc.constantFrom(
    undefined,
    'application/json',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'text/plain',
    'application/octet-stream',
  ),
  signedIn: fc.boolean(),
})

type RequestInput = typeof requestArb extends fc.Arbitrary<infer T> ? T : never

async function requestOf(route: Route, input: RequestInput): Promise<Response> {
  let i = 0
  const path = route.path.replace(/:\w+/g, () => encodeURIComponent(input.params[i++] ?? ''))
  const url = new URL(path, env.origin)
  for (const [key, value] of Object.entries(input.query)) url.searchParams.append(key, value)
  const headers: Record<string, string> = {}
  if (input.signedIn) headers.token = memberToken
  let body: string | FormData | undefined
  if (route.method === 'POST') {
    const b = input.body
    if (b.kind === 'json') body = JSON.stringify(b.value)
    else if (b.kind === 'form') body = new URLSearchParams(b.value).toString()
    else if (b.kind === 'text') body = b.value
    else if (b.kind === 'multipart') {
      body = new FormData()
      for (const [key, value] of Object.entries(b.value)) body.append(key, value)
    }
    // A multipart body sets its own content type with the boundary; any other gets the random one.
    if (input.contentType && !(body instanceof FormData)) headers['content-type'] = input.contentType
  }
  return fetch(url, { method: route.method, headers, body })
}

describe('random input on a route of every route group', () => {
  for (const route of routes) {
    it(`${route.group}: ${route.method} ${route.path} answers bad input below 500`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb, async (input) => {
          const response = await requestOf(route, input)
          await response.arrayBuffer()
          expect(response.status, `${route.method} ${route.path}`).toBeLessThan(500)
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      )
    })
  }
})

describe('after all of it', () => {
  it('the platform is up: /healthz answers, new sockets get their PONG, nothing was thrown', async () => {
    const health = await fetch(`${env.origin}/healthz`)
    expect(health.status).toBe(200)
    const game = await openSocket(`${env.origin.replace(/^http/, 'ws')}/ws-game/after`)
    game.ws.send(JSON.stringify({ command: 'PING' }))
    await game.next(isCommand('PONG'))
    game.ws.terminate()
    const chat = await openSocket(chatSocketUrl(env.origin, '/ws-chat', guestChatToken, true))
    chat.ws.send(JSON.stringify({ command: 'PING', ref: 'after' }))
    await chat.next(isCommand(chatCommands.hidden))
    chat.ws.terminate()
    expect(uncaught).toEqual([])
  })
})
