import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net'
import { type ChatServerFrame, chatCommands } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createManualClock } from '../src/clock'
import type { GamePush } from '../src/gameSocket'
import { createRateLimiter } from '../src/http/rateLimit'
import { type SharedState, sharedStateOf } from '../src/shared'
import { type Bus, connectRedis, createRedisBus } from '../src/shared/bus'
import { createRedisWindows } from '../src/shared/windows'
import type { ConfigStore } from '../src/store/config'
import { chatKit, isMessage } from './chatKit'
import { createTestDatabase, startTestPlatform, type TestDatabase } from './harness'
import { forgetPrefix, REDIS_URL, rawClient, requireRedis, runPrefix } from './redisKit'
import { isCommand, openSocket } from './socketKit'
import type { TestEnv } from './walletKit'

// Shared state through Redis (REDIS_URL, src/shared/): two buses, two limiters and two platforms on one
// Redis act as one. Order is explicit: a subscription is acknowledged before anything is published, and a
// test waits for the message it expects (then for a later one, so a duplicate would already be there).

beforeAll(requireRedis, 10_000)

const prefixes: string[] = []
const closers: (() => Promise<unknown>)[] = []
/** A fresh prefix for one test, deleted afterwards. */
const prefix = (name: string) => {
  const made = runPrefix(name)
  prefixes.push(made)
  return made
}
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
  for (const made of prefixes.splice(0)) await forgetPrefix(made)
})

/** Collects log lines; `until` resolves at the first line matching `pattern` (now or later). */
function logBook() {
  const lines: string[] = []
  const waiting: { pattern: RegExp; resolve: () => void }[] = []
  return {
    lines,
    log: (line: string) => {
      lines.push(line)
      for (const w of [...waiting])
        if (w.pattern.test(line)) {
          waiting.splice(waiting.indexOf(w), 1)
          w.resolve()
        }
    },
    until: (pattern: RegExp) =>
      lines.some((l) => pattern.test(l))
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push({ pattern, resolve })),
  }
}

/** A bus on Redis under `runPrefix`, closed after the test. */
async function redisBus(busPrefix: string, log = logBook().log, url = REDIS_URL): Promise<Bus> {
  const bus = await createRedisBus({ url, prefix: busPrefix, log })
  closers.push(() => bus.close())
  return bus
}

/** Messages received on a channel, and a wait for the first one matching. */
function inbox<T>() {
  const got: T[] = []
  const waiting: { match: (m: T) => boolean; resolve: () => void }[] = []
  return {
    got,
    take: (message: T) => {
      got.push(message)
      for (const w of [...waiting])
        if (w.match(message)) {
          waiting.splice(waiting.indexOf(w), 1)
          w.resolve()
        }
    },
    until: (match: (m: T) => boolean) =>
      got.some(match) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ match, resolve })),
  }
}

const note = z.object({ from: z.string(), n: z.number().int() })
type Note = z.infer<typeof note>

/** A room-online frame (`chatCommands.roomOnline`) of the room with this count. */
const onlineFrame = (roomId: number, people: number) => (f: ChatServerFrame) =>
  f.command === chatCommands.roomOnline &&
  (f.content as { room_id?: number; online?: number }).room_id === roomId &&
  (f.content as { online?: number }).online === people

describe('the Redis bus', () => {
  it('delivers what either of two processes publishes to both, in order and once, in one order everywhere', async () => {
    const p = prefix('bus')
    const a = await redisBus(p)
    const b = await redisBus(p)
    const atA = inbox<Note>()
    const atB = inbox<Note>()
    await a.subscribe('notes', note, atA.take)
    await b.subscribe('notes', note, atB.take)
    for (let n = 0; n < 50; n++) {
      a.publish('notes', { from: 'a', n })
      b.publish('notes', { from: 'b', n })
    }
    const last = (from: string) => (m: Note) => m.from === from && m.n === 49
    await Promise.all([
      atA.until(last('a')),
      atA.until(last('b')),
      atB.until(last('a')),
      atB.until(last('b')),
    ])
    // A later note from each: any duplicate of the first 100 would have come before it.
    a.publish('notes', { from: 'a', n: 50 })
    b.publish('notes', { from: 'b', n: 50 })
    const end = (m: Note) => m.n === 50
    await Promise.all([
      atA.until((m) => end(m) && m.from === 'a'),
      atA.until((m) => end(m) && m.from === 'b'),
      atB.until((m) => end(m) && m.from === 'a'),
      atB.until((m) => end(m) && m.from === 'b'),
    ])
    const numbers = (got: Note[], from: string) => got.filter((m) => m.from === from).map((m) => m.n)
    const all = Array.from({ length: 51 }, (_, n) => n)
    for (const got of [atA.got, atB.got]) {
      expect(numbers(got, 'a')).toEqual(all)
      expect(numbers(got, 'b')).toEqual(all)
    }
    expect(atA.got).toEqual(atB.got)
  })

  it('logs and drops a message that is not JSON, has no envelope or fails the schema; delivery goes on', async () => {
    const p = prefix('bad')
    const book = logBook()
    const bus = await redisBus(p, book.log)
    const got = inbox<Note>()
    await bus.subscribe('notes', note, got.take)
    const raw = await rawClient()
    closers.push(() => raw.close())
    await raw.publish(`${p}:notes`, 'not json')
    await raw.publish(`${p}:notes`, JSON.stringify({ from: 'x', n: 1 }))
    await raw.publish(
      `${p}:notes`,
      JSON.stringify({ o: 'other', n: 0, d: false, m: { from: 'x', n: 'one' } }),
    )
    await raw.publish(`${p}:notes`, JSON.stringify({ o: 'other', n: 1, d: false, m: { from: 'x', n: 2 } }))
    await got.until((m) => m.n === 2)
    expect(got.got).toEqual([{ from: 'x', n: 2 }])
    expect(book.lines).toEqual([
      expect.stringContaining('is not JSON'),
      expect.stringContaining('has no valid envelope'),
      expect.stringContaining('did not parse'),
    ])
  })

  it('with Redis away delivers to its own process once and logs it; once Redis is back, delivers through it again', async () => {
    const p = prefix('away')
    const relay = await cuttableRelay()
    closers.push(relay.close)
    const book = logBook()
    const cut = await redisBus(p, book.log, relay.url)
    const other = await redisBus(p)
    const atCut = inbox<Note>()
    const atOther = inbox<Note>()
    await cut.subscribe('notes', note, atCut.take)
    await other.subscribe('notes', note, atOther.take)
    const count = (box: { got: Note[] }, n: number) => box.got.filter((m) => m.n === n).length

    await relay.cut()
    await book.until(/frames reach only this process's sockets/)
    cut.publish('notes', { from: 'cut', n: 1 })
    expect(count(atCut, 1)).toBe(1)

    await relay.mend()
    await book.until(/Redis is back/)
    other.publish('notes', { from: 'other', n: 2 })
    await atCut.until((m) => m.n === 2)
    cut.publish('notes', { from: 'cut', n: 3 })
    cut.publish('notes', { from: 'cut', n: 4 })
    await Promise.all([atCut.until((m) => m.n === 4), atOther.until((m) => m.n === 4)])
    expect(atCut.got.map((m) => m.n)).toEqual([1, 2, 3, 4])
    expect(atOther.got.map((m) => m.n).filter((n) => n !== 1)).toEqual([2, 3, 4])
  })
})

/**
 * A TCP relay to Redis on a port of its own that the test cuts (every connection ends, new ones are
 * refused) and mends (the same port listens again), as a Redis going away and coming back.
 */
async function cuttableRelay() {
  const upstream = new URL(REDIS_URL)
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const open = async () => {
    server = createServer((client) => {
      const redis = connect({ host: upstream.hostname, port: Number(upstream.port || 6379) })
      for (const socket of [client, redis]) {
        sockets.add(socket)
        socket.on('error', () => undefined)
        socket.on('close', () => {
          sockets.delete(socket)
          client.destroy()
          redis.destroy()
        })
      }
      client.pipe(redis).pipe(client)
    })
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  }
  const cut = async () => {
    const closed = new Promise((resolve) => server?.close(resolve))
    for (const socket of sockets) socket.destroy()
    await closed
  }
  await open()
  return { url: `redis://127.0.0.1:${port}`, cut, mend: open, close: cut }
}

describe('rate-limit windows in Redis', () => {
  const config = {
    getConfig: () => ({ chat: { perIp: { max: 3, windowMs: 10_000 }, perAccount: { max: 1_000 } } }),
  } as unknown as ConfigStore

  /** Two limiters as two processes hold them: each its own Redis connection, one prefix. */
  async function twoLimiters(p: string, clock: ReturnType<typeof createManualClock>) {
    const limiters = []
    for (let i = 0; i < 2; i++) {
      const client = await connectRedis(REDIS_URL, () => undefined)
      closers.push(() => client.close())
      limiters.push(createRateLimiter(config, clock, createRedisWindows(client, p)))
    }
    return limiters as [ReturnType<typeof createRateLimiter>, ReturnType<typeof createRateLimiter>]
  }

  it('count one window across two limiters: the limit holds over both, and opens on both when it ends', async () => {
    const clock = createManualClock(fromChinaTime(2026, 11, 22, 12))
    const [a, b] = await twoLimiters(prefix('windows'), clock)
    const ip = '203.0.113.7'
    expect(await a.take('chat', ip, 'm1')).toBeUndefined()
    expect(await b.take('chat', ip, 'm2')).toBeUndefined()
    expect(await a.take('chat', ip, 'm3')).toBeUndefined()
    clock.advance(1_500)
    expect(await b.take('chat', ip, 'm4')).toBe(9)
    expect(await a.take('chat', ip, 'm5')).toBe(9)
    expect(await b.take('chat', '203.0.113.8', 'm6')).toBeUndefined()
    clock.advance(8_500)
    expect(await b.take('chat', ip, 'm7')).toBeUndefined()
  })

  it('admit exactly the limit of concurrent requests split across two limiters', async () => {
    const clock = createManualClock(fromChinaTime(2026, 11, 22, 12))
    const [a, b] = await twoLimiters(prefix('race'), clock)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take('chat', '198.51.100.1', `m${i}`)),
    )
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(3)
  })
})

describe('two platforms on one database and one Redis', () => {
  const noon = fromChinaTime(2026, 11, 22, 12)
  const p = runPrefix('platforms')
  let database: TestDatabase | undefined
  let a: TestEnv
  let b: TestEnv
  const shared: SharedState[] = []

  beforeAll(async () => {
    await requireRedis()
    database = await createTestDatabase()
    for (let i = 0; i < 2; i++)
      shared.push(await sharedStateOf({ redisUrl: REDIS_URL, prefix: p, log: () => undefined }))
    a = await startTestPlatform(noon, { database, shared: shared[0] })
    b = await startTestPlatform(noon, { database, shared: shared[1] })
  }, 120_000)
  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    for (const made of shared) await made.close()
    await forgetPrefix(p)
    await database?.drop()
  })

  const gameSocket = async (env: TestEnv) => {
    const socket = await openSocket(`${env.origin.replace('http', 'ws')}/ws-game/redis-test`)
    socket.ws.send(
      JSON.stringify({ command: 'SUBSCRIBE', content: { gameId: 110, types: ['VIDEO', 'RESULT'] } }),
    )
    await socket.next(isCommand('SUBSCRIBED'))
    return socket
  }
  const pushOf = (frame: unknown) => JSON.parse((frame as { content: string }).content) as GamePush
  const isPush = (type: GamePush['type'], turnNum?: string) => (frame: unknown) =>
    isCommand(4)(frame) &&
    pushOf(frame).type === type &&
    (turnNum === undefined || pushOf(frame).turnNum === turnNum)

  it('a game-socket push published on one reaches the sockets of both, once each', async () => {
    const onA = await gameSocket(a)
    const onB = await gameSocket(b)
    const hook = await fetch(`${a.origin}/app-api/__test__/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameId: 110, type: 'VIDEO' }),
    })
    expect(hook.status).toBe(200)
    await Promise.all([onA.next(isPush('VIDEO')), onB.next(isPush('VIDEO'))])
    // A later push: a second copy of the first would have come before it.
    b.platform.hub.publish({
      type: 'RESULT',
      gameId: 110,
      turnNum: 'redis-test',
      openNum: '01,02,03,04,05,06,07',
      isStreaming: false,
      liveUrl: '',
    })
    await Promise.all([onA.next(isPush('RESULT', 'redis-test')), onB.next(isPush('RESULT', 'redis-test'))])
    for (const socket of [onA, onB]) {
      expect(socket.frames.filter(isPush('VIDEO'))).toHaveLength(1)
      expect(socket.frames.filter(isPush('RESULT'))).toHaveLength(1)
      socket.ws.terminate()
    }
  })

  it('a chat line sent through one reaches a member connected to the other, in order and once', async () => {
    const kitA = chatKit(a, 'rda')
    const kitB = chatKit(b, 'rdb')
    const memberA = await kitA.chatMember()
    const memberB = await kitB.chatMember()
    const { class_groups } = await memberA.chat.rooms()
    const room = class_groups.flatMap((g) => g.chatroom).find((r) => r.game_id === 110)!.room_id
    const wa = await kitA.socket(memberA.chatToken.token)
    const wb = await kitB.socket(memberB.chatToken.token)
    expect((await wa.request({ command: 'JOIN', room_id: room })).ok).toBe(true)
    expect((await wb.request({ command: 'JOIN', room_id: room })).ok).toBe(true)
    expect((await wa.request({ command: 'SEND', room_id: room, body: 'A说' })).ok).toBe(true)
    await wb.next(isMessage(room, 'A说'))
    expect((await wb.request({ command: 'SEND', room_id: room, body: 'B说' })).ok).toBe(true)
    await Promise.all([wa.next(isMessage(room, 'B说')), wb.next(isMessage(room, 'B说'))])
    for (const ws of [wa, wb]) {
      const bodies = ws.frames
        .filter(isMessage(room))
        .map((f) => (f.content as { content: { body: string } }).content.body)
      expect(bodies).toEqual(['A说', 'B说'])
    }
    kitA.closeSockets()
    kitB.closeSockets()
  })

  it("a room's people count everyone in it, whichever platform they joined, and drop who left", async () => {
    const kitA = chatKit(a, 'ppa')
    const kitB = chatKit(b, 'ppb')
    const memberA = await kitA.chatMember()
    const memberB = await kitB.chatMember()
    const roomOf = async (member: typeof memberA) => {
      const { class_groups } = await member.chat.rooms()
      return class_groups.flatMap((g) => g.chatroom).find((r) => r.game_id === 110)!
    }
    const room = (await roomOf(memberA)).room_id
    const wa = await kitA.socket(memberA.chatToken.token)
    const wb = await kitB.socket(memberB.chatToken.token)
    expect((await wa.request({ command: 'JOIN', room_id: room })).ok).toBe(true)
    expect((await wb.request({ command: 'JOIN', room_id: room })).ok).toBe(true)
    // Each process reports, then each reads the other's report (the loop's steps, in an explicit order).
    const exchange = async () => {
      await shared[0]!.presence.sync()
      await shared[1]!.presence.sync()
      await shared[0]!.presence.sync()
    }
    await exchange()
    expect((await roomOf(memberA)).total_people).toBe(2)
    expect((await roomOf(memberB)).total_people).toBe(2)
    // Having read the other's report, each hub pushes the room's new count to its own sockets.
    await wa.next(onlineFrame(room, 2))
    await wb.next(onlineFrame(room, 2))
    // A malformed report in Redis is dropped, never counted or thrown.
    const raw = await rawClient()
    await raw.hSet(`${p}:chat:people:forged`, { [String(room)]: 'many', other: '1' })
    await raw.quit()
    await exchange()
    expect((await roomOf(memberA)).total_people).toBe(2)
    wb.close()
    const deadline = Date.now() + 10_000
    while (b.platform.chatHub.connections > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(b.platform.chatHub.connections).toBe(0)
    const leftFrom = wa.frames.length
    await exchange()
    expect((await roomOf(memberA)).total_people).toBe(1)
    expect((await roomOf(memberB)).total_people).toBe(1)
    await wa.next(onlineFrame(room, 1), leftFrom)
    kitA.closeSockets()
    kitB.closeSockets()
  })

  it("a member's chat rate limit counts what it sends through either", async () => {
    const kitA = chatKit(a, 'rla')
    const kitB = chatKit(b, 'rlb')
    await kitA.stores.config.setConfig('rate_limits', { chat: { perAccount: { max: 2, windowMs: 60_000 } } })
    const member = await kitA.chatMember()
    const { class_groups } = await member.chat.rooms()
    const room = class_groups.flatMap((g) => g.chatroom).find((r) => r.game_id === 110)!.room_id
    const wa = await kitA.socket(member.chatToken.token)
    const wb = await kitB.socket(member.chatToken.token)
    await wa.request({ command: 'JOIN', room_id: room })
    await wb.request({ command: 'JOIN', room_id: room })
    // Past the room's slow mode each time, on both platforms' clocks alike.
    const later = () => {
      a.clock.advance(5_000)
      b.clock.advance(5_000)
    }
    expect((await wa.request({ command: 'SEND', room_id: room, body: '一' })).ok).toBe(true)
    later()
    expect((await wb.request({ command: 'SEND', room_id: room, body: '二' })).ok).toBe(true)
    later()
    const third = await wa.request({ command: 'SEND', room_id: room, body: '三' })
    expect(third).toMatchObject({ ok: false, code: 'SYS/TOO_MANY_REQUESTS' })
    await kitA.stores.config.setConfig('rate_limits', {})
    kitA.closeSockets()
    kitB.closeSockets()
  })
})
