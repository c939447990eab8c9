import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GamePush } from '../src/gameSocket'
import { revealAtMs } from '../src/video/drawShow'
import { createManualShowTime } from '../src/video/showTime'
import { createTestDatabase, startTestPlatform, type TestDatabase } from './harness'
import { isCommand, openSocket, type RawSocket } from './socketKit'

/*
 * A platform stopped in the middle of a live draw show, then started again on the same data file: the new one
 * finishes the show (the reveals still to come, the result, the replay address) and the live playlist closes.
 * Both run on one manual show time (video/showTime.ts), which the test moves.
 */

const GAME_ID = 110
const OPEN_NUM = '08,15,22,29,36,43,49'
const START_MS = fromChinaTime(2026, 11, 22, 12)

const pushOf = (frame: unknown) => JSON.parse((frame as { content: string }).content) as GamePush
const isPush = (type: GamePush['type'], openNum?: string) => (frame: unknown) =>
  isCommand(4)(frame) &&
  pushOf(frame).type === type &&
  (openNum === undefined || pushOf(frame).openNum === openNum)
const segmentsOf = (playlist: string) => playlist.split('\n').filter((line) => line.endsWith('.ts'))

async function subscribed(origin: string, id: string): Promise<RawSocket> {
  const socket = await openSocket(`${origin.replace('http', 'ws')}/ws-game/${id}`)
  socket.ws.send(
    JSON.stringify({
      command: 'SUBSCRIBE',
      content: { gameId: GAME_ID, types: ['VIDEO', 'RESULT', 'LIVE_URL_HISTORY'] },
    }),
  )
  await socket.next(isCommand('SUBSCRIBED'))
  return socket
}

/** The time of the shows of both platforms, as one clock of the machine. */
const showTime = createManualShowTime(Date.now())

/** The database both platforms run on, with its files (the draw videos among them). */
let database: TestDatabase
let restarted: Awaited<ReturnType<typeof startTestPlatform>> | undefined
let socket: RawSocket | undefined

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  socket?.ws.close()
  await restarted?.stop()
  await database?.drop()
})

describe('a platform restarted in the middle of a live draw show', () => {
  it('finishes the show: the numbers still to come, the result and the replay address; the playlist closes', async () => {
    const first = await startTestPlatform(START_MS, { database, showTime })
    const before = await subscribed(first.origin, 'restart-before')
    const drawn = await fetch(`${first.origin}/app-api/__test__/draw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameId: GAME_ID, openNum: OPEN_NUM, show: true }),
    })
    expect(drawn.status).toBe(200)
    const { turnNum, showMs } = (await drawn.json()).data as { turnNum: string; showMs: number }
    expect(showMs).toBe(26_000)
    // The show has started (its first VIDEO push came before the hook answered), then the platform stops.
    await before.next(isPush('VIDEO', ''))
    await first.stop()
    before.ws.close()
    // It stopped with the result still to come: the show is left under way on disk.
    expect(before.frames.filter(isPush('RESULT'))).toHaveLength(0)

    // Down until the show has only the special number and its closing to go.
    showTime.advance(revealAtMs(5) + 1_000)
    restarted = await startTestPlatform(START_MS, { database, showTime })
    socket = await subscribed(restarted.origin, 'restart-after')
    // The restarted platform goes on with the show: the reveal of the special number, then the result and
    // the replay address, in that order.
    showTime.advance(showMs - revealAtMs(5) - 1_000)
    const all = pushOf(await socket.next(isPush('VIDEO', OPEN_NUM)))
    expect(all).toMatchObject({ turnNum, isStreaming: true, liveUrl: `/live/${GAME_ID}/index.m3u8` })
    const result = pushOf(await socket.next(isPush('RESULT')))
    expect(result).toMatchObject({ turnNum, openNum: OPEN_NUM, isStreaming: false })
    const replay = pushOf(await socket.next(isPush('LIVE_URL_HISTORY')))
    expect(replay).toMatchObject({ turnNum, liveUrl: `/live/${GAME_ID}/replay/${turnNum}.m3u8` })
    const order = socket.frames.filter(isCommand(4)).map((f) => pushOf(f).type)
    expect(order.slice(-2)).toEqual(['RESULT', 'LIVE_URL_HISTORY'])
    expect(order.slice(0, -2).every((type) => type === 'VIDEO')).toBe(true)

    // A player reloading the live playlist reads its end, every segment listed.
    const ended = await fetch(`${restarted.origin}/live/${GAME_ID}/index.m3u8`)
    expect(ended.status).toBe(200)
    const playlist = await ended.text()
    expect(playlist).toContain('#EXT-X-ENDLIST')
    expect(segmentsOf(playlist)).toHaveLength(13)
    // Nothing is left under way: a later start finishes nothing again.
    expect(restarted.platform.videos.pendingShows()).toEqual([])
  }, 120_000)
})
