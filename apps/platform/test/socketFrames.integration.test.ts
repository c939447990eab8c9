import { chatCommands, chatSocketUrl } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { MAX_SUBSCRIPTIONS_PER_CONNECTION } from '../src/gameSocket'
import { SOCKET_FRAME_BURST } from '../src/socketFrames'
import { chatKit } from './chatKit'
import { startTestPlatform } from './harness'
import { isCommand, openSocket } from './socketKit'
import type { TestEnv } from './walletKit'

// Malformed frames on both sockets of a started platform: an error frame or a close code for that one
// connection, never an exception in the process (an uncaught one fails the run, see socketFuzz.property).

let env: TestEnv
let kit: ReturnType<typeof chatKit>
const opened: WebSocket[] = []

beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12))
  kit = chatKit(env, 'frames')
}, 60_000)
afterAll(() => env.stop())
afterEach(() => {
  for (const ws of opened.splice(0)) ws.terminate()
  kit.closeSockets()
})

const gameUrl = () => `${env.origin.replace(/^http/, 'ws')}/ws-game/t1`
async function gameSocket() {
  const socket = await openSocket(gameUrl())
  opened.push(socket.ws)
  return socket
}
async function guestChatSocket() {
  const { identity } = await kit.chatGuest()
  const socket = await openSocket(chatSocketUrl(env.origin, '/ws-chat', identity.token, true))
  opened.push(socket.ws)
  return socket
}
const errorCode = (frame: unknown) => (frame as { content: { code: string } }).content.code

const malformed = [
  'null',
  '1',
  '[]',
  '{}',
  '"x"',
  '',
  'true',
  '{"command":null}',
  '{"command":"SUBSCRIBE"}',
  '{"command":"SUBSCRIBE","content":null}',
  '{"command":"SUBSCRIBE","content":{"gameId":"110"}}',
  '{"command":"SUBSCRIBE","content":{"gameId":110,"types":"RESULT"}}',
  '{"command":"SUBSCRIBE","content":{"gameId":110,"types":[null]}}',
  '{"command":"JOIN","room_id":{}}',
  '{"command":"SEND","room_id":1,"body":{"a":1}}',
]

describe('game socket frames', () => {
  it('answers every malformed frame with an error frame and goes on answering PING', async () => {
    const socket = await gameSocket()
    for (const text of malformed) {
      const from = socket.frames.length
      socket.ws.send(text)
      expect(errorCode(await socket.next(isCommand('ERROR'), from))).toBe('SYS/BAD_REQUEST')
    }
    socket.ws.send(JSON.stringify({ command: 'PING' }))
    await socket.next(isCommand('PONG'))
  })

  it('closes a binary frame with 1003, invalid UTF-8 with 1007 and a frame over 64 KB with 1009', async () => {
    const binary = await gameSocket()
    binary.ws.send(Buffer.from('{"command":"PING"}'), { binary: true })
    expect(await binary.closed).toBe(1003)
    const invalid = await gameSocket()
    invalid.ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false })
    expect(await invalid.closed).toBe(1007)
    const big = await gameSocket()
    big.ws.send(JSON.stringify({ command: 'PING', pad: 'x'.repeat(65 * 1024) }))
    expect(await big.closed).toBe(1009)
  })

  it('follows at most 64 games per connection; subscribing a followed game again replaces it', async () => {
    const socket = await gameSocket()
    const subscribe = async (gameId: number) => {
      const from = socket.frames.length
      socket.ws.send(JSON.stringify({ command: 'SUBSCRIBE', content: { gameId, types: ['RESULT'] } }))
      return socket.next((f) => isCommand('SUBSCRIBED')(f) || isCommand('ERROR')(f), from)
    }
    for (let gameId = 1; gameId <= MAX_SUBSCRIPTIONS_PER_CONNECTION; gameId++)
      expect(await subscribe(gameId)).toEqual({ command: 'SUBSCRIBED', content: { gameId } })
    expect(await subscribe(1)).toEqual({ command: 'SUBSCRIBED', content: { gameId: 1 } })
    expect(errorCode(await subscribe(MAX_SUBSCRIPTIONS_PER_CONNECTION + 1))).toBe(
      'SYS/TOO_MANY_SUBSCRIPTIONS',
    )
  })

  it('closes a connection sending frames faster than its allowance with 1008', async () => {
    const socket = await gameSocket()
    // Sent in one go: far more than the burst allowance, whatever the refill meanwhile.
    for (let i = 0; i < SOCKET_FRAME_BURST * 5; i++) socket.ws.send(JSON.stringify({ command: 'PING' }))
    expect(await socket.closed).toBe(1008)
    const other = await gameSocket()
    other.ws.send(JSON.stringify({ command: 'PING' }))
    await other.next(isCommand('PONG'))
  })
})

describe('chat socket frames', () => {
  it('acks every malformed frame with ok:false (and its ref when readable) and goes on answering PING', async () => {
    const socket = await guestChatSocket()
    const isAck = isCommand(chatCommands.ack)
    for (const text of malformed) {
      const from = socket.frames.length
      socket.ws.send(text)
      const ack = (await socket.next(isAck, from)) as { content: { ok: boolean; code: string } }
      expect(ack.content).toMatchObject({ ok: false, code: 'SYS/BAD_REQUEST' })
    }
    socket.ws.send(JSON.stringify({ command: 'JOIN', room_id: 'general', ref: 'r1' }))
    expect(
      await socket.next((f) => isAck(f) && (f as { content: { ref: string } }).content.ref === 'r1'),
    ).toMatchObject({
      content: { ok: false, code: 'SYS/BAD_REQUEST', msg: '参数错误：room_id' },
    })
    socket.ws.send(JSON.stringify({ command: 'PING', ref: 'p1' }))
    await socket.next(isCommand(chatCommands.hidden))
  })

  it('closes a binary frame with 1003 and a flood with 1008', async () => {
    const binary = await guestChatSocket()
    binary.ws.send(Buffer.from([1, 2, 3]), { binary: true })
    expect(await binary.closed).toBe(1003)
    const flood = await guestChatSocket()
    for (let i = 0; i < SOCKET_FRAME_BURST * 5; i++) flood.ws.send(JSON.stringify({ command: 'PING' }))
    expect(await flood.closed).toBe(1008)
  })
})
