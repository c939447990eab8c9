import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GamePush } from '../src/gameSocket'
import { drawShowOf, revealAtMs } from '../src/video/drawShow'
import { KEPT_TURNS } from '../src/video/drawVideos'
import { childrenCpuMs } from '../src/video/frames'
import { createManualShowTime } from '../src/video/showTime'
import { startTestPlatform } from './harness'
import { isCommand, openSocket, type RawSocket } from './socketKit'

/*
 * A real live draw show: the draw hook with `show` encodes the turn's video with ffmpeg, the live playlist
 * grows with the show, the socket reveals the numbers one by one, then the result and the replay address.
 * The shows run on a manual show time (video/showTime.ts) that the tests move: each number comes out when
 * the test has moved the show to its time, not 3 s of waiting later.
 */

const GAME_ID = 110
const OPEN_NUM = '08,15,22,29,36,43,49'
const NO_VIDEO = { code: 'LIVE/NO_RESOURCE', msg: '暂无视频资源，请稍后在观看！' }

const showTime = createManualShowTime(Date.now())
/** How far the running show has been moved (ms from its start). */
let showAt = 0
/** Moves the show time to `ms` from the running show's start. */
const showTo = (ms: number) => {
  showTime.advance(ms - showAt)
  showAt = ms
}

let env: Awaited<ReturnType<typeof startTestPlatform>>
let socket: RawSocket
let work: string

const pushOf = (frame: unknown) => JSON.parse((frame as { content: string }).content) as GamePush
const isPush = (type: GamePush['type'], openNum?: string) => (frame: unknown) =>
  isCommand(4)(frame) &&
  pushOf(frame).type === type &&
  (openNum === undefined || pushOf(frame).openNum === openNum)

const segmentsOf = (playlist: string) => playlist.split('\n').filter((line) => line.endsWith('.ts'))

interface Info {
  cur: { turnNum: string; liveUrl: string }
  pre: { turnNum: string; openNum: string; isStreaming: boolean; openTime: string }
  plan: { turnNum: string; openNum: string; planTime: string }
}

/** The lottery info of the game, from the API and its static (CDN) form, which must agree. */
async function openInfo(origin: string): Promise<Info> {
  const api = (await (await fetch(`${origin}/app-api/lottery/openInfo?gameId=${GAME_ID}`)).json())
    .data as Info
  const file = (await (await fetch(`${origin}/sys-upload/data/lotery/${GAME_ID}.json`)).json()).data as Info
  expect(file).toEqual(api)
  return api
}

async function playlist(path: string) {
  const response = await fetch(`${env.origin}${path}`)
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

/** ffprobe's reading of a file: format name and first stream. */
function probe(file: string) {
  const run = spawnSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-show_entries',
      'format=format_name:stream=codec_name,width,height,r_frame_rate',
      '-of',
      'json',
      file,
    ],
    { encoding: 'utf8' },
  )
  expect(run.status, run.stderr).toBe(0)
  return JSON.parse(run.stdout) as {
    format: { format_name: string }
    streams: { codec_name: string; width: number; height: number; r_frame_rate: string }[]
  }
}

beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12), { showTime })
  work = mkdtempSync(join(tmpdir(), 'liuhe-video-test-'))
  socket = await openSocket(`${env.origin.replace('http', 'ws')}/ws-game/video-test`)
  socket.ws.send(
    JSON.stringify({
      command: 'SUBSCRIBE',
      content: { gameId: GAME_ID, types: ['VIDEO', 'RESULT', 'LIVE_URL_HISTORY'] },
    }),
  )
  await socket.next(isCommand('SUBSCRIBED'))
})
afterAll(async () => {
  socket?.ws.close()
  await env?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
})

describe('the live draw video', () => {
  let turnNum: string

  it('streams a shown draw: a growing live playlist, the numbers one by one, then the result and its replay', async () => {
    const infoBefore = await openInfo(env.origin)
    expect(infoBefore.pre.isStreaming).toBe(false)
    const before = await playlist(`/live/${GAME_ID}/index.m3u8`)
    expect(before.status).toBe(404)
    expect(JSON.parse(before.text)).toEqual(NO_VIDEO)

    const drawn = await fetch(`${env.origin}/app-api/__test__/draw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameId: GAME_ID, openNum: OPEN_NUM, show: true }),
    })
    expect(drawn.status).toBe(200)
    const draw = (await drawn.json()).data as { turnNum: string; showMs: number }
    turnNum = draw.turnNum
    expect(draw.showMs).toBe(26_000)
    showAt = 0

    // The show started: the first VIDEO push came before the hook answered, with no number out yet.
    const first = pushOf(await socket.next(isPush('VIDEO', '')))
    expect(first).toMatchObject({ turnNum, isStreaming: true, liveUrl: `/live/${GAME_ID}/index.m3u8` })
    const early = await playlist(`/live/${GAME_ID}/index.m3u8`)
    expect(early.status).toBe(200)
    expect(early.type).toBe('application/vnd.apple.mpegurl')
    expect(early.text).toContain('#EXT-X-PLAYLIST-TYPE:EVENT')
    expect(early.text).not.toContain('#EXT-X-ENDLIST')
    expect(segmentsOf(early.text)[0]).toBe(`${turnNum}/seg-000.ts`)
    // The lottery info follows the show: streaming, the live playlist, the streamed turn with no number yet
    // (the first comes 3 s in), and the draw before it as the latest result.
    const onAir = await openInfo(env.origin)
    expect(onAir.pre).toEqual({ ...infoBefore.pre, isStreaming: true })
    // The open turn is the one after the drawn turn (bets go on it meanwhile).
    expect(onAir.cur.liveUrl).toBe(`/live/${GAME_ID}/index.m3u8`)
    expect(onAir.cur.turnNum).not.toBe(turnNum)
    expect(onAir.plan).toMatchObject({ turnNum, openNum: '' })

    // Each number comes out on its own at its time in the show, in draw order, the special number last: a
    // push sent earlier would have come before it on the socket.
    const numbers = OPEN_NUM.split(',')
    for (let i = 1; i <= numbers.length; i++) {
      showTo(revealAtMs(i - 1) - 1)
      showTo(revealAtMs(i - 1))
      await socket.next(isPush('VIDEO', numbers.slice(0, i).join(',')))
      expect(socket.frames.filter(isPush('VIDEO'))).toHaveLength(i + 1)
      if (i === 4) {
        // Halfway (12 s in) the playlist lists more segments, still open.
        const middle = await playlist(`/live/${GAME_ID}/index.m3u8`)
        expect(segmentsOf(middle.text).length).toBeGreaterThan(segmentsOf(early.text).length)
        expect(middle.text).not.toContain('#EXT-X-ENDLIST')
        // A page read now shows the numbers out so far: these four (the fifth comes 3 s after the fourth).
        const info = await openInfo(env.origin)
        expect(info.pre).toMatchObject({ turnNum: infoBefore.pre.turnNum, isStreaming: true })
        expect(info.plan).toMatchObject({ turnNum, openNum: numbers.slice(0, 4).join(',') })
      }
    }
    // The result at the show's end.
    showTo(draw.showMs)
    const result = pushOf(await socket.next(isPush('RESULT')))
    expect(result).toMatchObject({ turnNum, openNum: OPEN_NUM, isStreaming: false })
    const replay = pushOf(await socket.next(isPush('LIVE_URL_HISTORY')))
    expect(replay).toMatchObject({
      turnNum,
      isStreaming: false,
      liveUrl: `/live/${GAME_ID}/replay/${turnNum}.m3u8`,
    })
    // In this order: every reveal, the result, then the replay.
    const order = socket.frames.filter(isCommand(4)).map((f) => pushOf(f).type)
    expect(order).toEqual([...Array(8).fill('VIDEO'), 'RESULT', 'LIVE_URL_HISTORY'])

    // The show is over: the lottery info answers the draw.
    const after = await openInfo(env.origin)
    expect(after.pre).toMatchObject({ turnNum, openNum: OPEN_NUM, isStreaming: false })
    expect(after.plan.turnNum).toBe(after.cur.turnNum)
    expect(after.cur.liveUrl).toBe('')

    const ended = await playlist(`/live/${GAME_ID}/index.m3u8`)
    expect(ended.text).toContain('#EXT-X-ENDLIST')
    expect(segmentsOf(ended.text)).toHaveLength(13)
  }, 120_000)

  it('serves the segments as MPEG-TS H.264 at 640×360 and 10 frames a second, and the replay as a closed playlist', async () => {
    const replay = await playlist(`/live/${GAME_ID}/replay/${turnNum}.m3u8`)
    expect(replay.status).toBe(200)
    expect(replay.type).toBe('application/vnd.apple.mpegurl')
    expect(replay.text).toContain('#EXT-X-PLAYLIST-TYPE:VOD')
    expect(replay.text).toContain('#EXT-X-ENDLIST')
    const uris = segmentsOf(replay.text)
    expect(uris).toHaveLength(13)
    // The replay's relative segment addresses resolve to the served segments.
    const base = `${env.origin}/live/${GAME_ID}/replay/${turnNum}.m3u8`
    for (const uri of [uris[0]!, uris.at(-1)!]) {
      const response = await fetch(new URL(uri, base))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('video/mp2t')
      const file = join(work, uri.replaceAll('/', '-'))
      writeFileSync(file, Buffer.from(await response.arrayBuffer()))
      const read = probe(file)
      expect(read.format.format_name).toBe('mpegts')
      expect(read.streams[0]).toMatchObject({
        codec_name: 'h264',
        width: 640,
        height: 360,
        r_frame_rate: '10/1',
      })
    }
  })

  it(`keeps the last ${KEPT_TURNS} turns of a game: an older replay answers 暂无视频资源`, async () => {
    const game = { gameName: '新澳门六合彩' }
    const cpuBefore = process.cpuUsage()
    const childBefore = childrenCpuMs()
    const started = performance.now()
    for (let i = 1; i <= KEPT_TURNS; i++) {
      const later = String(BigInt(turnNum) + BigInt(i))
      const show = drawShowOf(game, { turnNum: later, openNum: OPEN_NUM, openTime: env.clock.now() })!
      await env.platform.videos.encode(GAME_ID, show)
    }
    const cpu = process.cpuUsage(cpuBefore)
    const perVideoMs = ((cpu.user + cpu.system) / 1000 + childrenCpuMs() - childBefore) / KEPT_TURNS
    console.log(
      `[video] ${KEPT_TURNS} videos: ${(perVideoMs / 1000).toFixed(2)} CPU s each (platform process with its ` +
        `resvg worker, and ffmpeg), ${((performance.now() - started) / KEPT_TURNS / 1000).toFixed(2)} s wall each`,
    )
    // The budget of a draw's video: a few CPU seconds on this 2-core machine (docs/architecture.md).
    expect(perVideoMs).toBeLessThan(6_000)

    const evicted = await playlist(`/live/${GAME_ID}/replay/${turnNum}.m3u8`)
    expect(evicted.status).toBe(404)
    expect(JSON.parse(evicted.text)).toEqual(NO_VIDEO)
    expect((await fetch(`${env.origin}/live/${GAME_ID}/${turnNum}/seg-000.ts`)).status).toBe(404)
    // The show is long over: the game has no live stream until its next.
    expect((await playlist(`/live/${GAME_ID}/index.m3u8`)).status).toBe(404)
    const kept = String(BigInt(turnNum) + 1n)
    expect((await playlist(`/live/${GAME_ID}/replay/${kept}.m3u8`)).status).toBe(200)
  }, 120_000)

  it('answers malformed addresses with 400 and unknown ones with 404', async () => {
    for (const path of [
      '/live/abc/index.m3u8',
      `/live/${GAME_ID}/replay/abc.m3u8`,
      `/live/${GAME_ID}/replay/1${'0'.repeat(30)}.m3u8`,
      `/live/${GAME_ID}/${turnNum}/index.ts`,
      `/live/${GAME_ID}/${turnNum}/seg-1.ts`,
    ])
      expect((await fetch(`${env.origin}${path}`)).status, path).toBe(400)
    for (const path of [
      `/live/999/index.m3u8`,
      `/live/${GAME_ID}/replay/1.m3u8`,
      `/live/${GAME_ID}/1/seg-000.ts`,
    ])
      expect((await fetch(`${env.origin}${path}`)).status, path).toBe(404)
  })
})

describe('a scheduled draw with live shows on', () => {
  let shown: Awaited<ReturnType<typeof startTestPlatform>>
  let onShown: RawSocket
  const shownTime = createManualShowTime(Date.now())
  beforeAll(async () => {
    shown = await startTestPlatform(fromChinaTime(2026, 11, 22, 21, 25), {
      liveDrawShows: true,
      showTime: shownTime,
    })
    onShown = await openSocket(`${shown.origin.replace('http', 'ws')}/ws-game/video-scheduled`)
    onShown.ws.send(
      JSON.stringify({ command: 'SUBSCRIBE', content: { gameId: GAME_ID, types: ['VIDEO', 'RESULT'] } }),
    )
    await onShown.next(isCommand('SUBSCRIBED'))
  })
  afterAll(async () => {
    onShown?.ws.close()
    await shown?.stop()
  })

  it("makes the replay of each live game's latest draw at start, which a platform without shows does not", async () => {
    await shown.platform.videos.idle()
    // Macau (daily) and Hong Kong (weekly): their latest seeded turns, drawn before this platform started.
    for (const gameId of [GAME_ID, 70]) {
      const history = await (await fetch(`${shown.origin}/app-api/lottery/history?gameId=${gameId}`)).json()
      const latest = (history.data[0] as { turnNum: string }).turnNum
      const replay = await fetch(`${shown.origin}/live/${gameId}/replay/${latest}.m3u8`)
      expect(replay.status, `${gameId}/${latest}`).toBe(200)
      const text = await replay.text()
      expect(text).toContain('#EXT-X-ENDLIST')
      expect(segmentsOf(text).length).toBeGreaterThan(5)
      // The platform of the other tests (live shows off) has the same seeded turn and no video of it.
      const plain = await fetch(`${env.origin}/live/${gameId}/replay/${latest}.m3u8`)
      expect(await plain.json()).toEqual(NO_VIDEO)
    }
  }, 90_000)

  it('is stored at once and its numbers go out one by one before the result', async () => {
    // Macau draws at 21:32: the scheduler's pass after it draws the turn and starts its show.
    shown.clock.set(fromChinaTime(2026, 11, 22, 21, 32))
    await shown.platform.tick()
    // Stored (the history has it) but not out yet while its video is encoded: the lottery info answers the
    // turn as planned with no numbers, and the draw before it as the latest.
    const history = await (await fetch(`${shown.origin}/app-api/lottery/history?gameId=${GAME_ID}`)).json()
    const drawn = history.data[0] as { turnNum: string; openNum: string; openTime: string }
    expect(drawn.openTime).toBe('2026-11-22 21:32:00')
    const info = await openInfo(shown.origin)
    expect(info.plan).toEqual({ turnNum: drawn.turnNum, openNum: '', planTime: '2026-11-22 21:32:00' })
    expect(info.pre.turnNum).not.toBe(drawn.turnNum)
    const start = pushOf(await onShown.next(isPush('VIDEO', '')))
    expect(start.turnNum).toBe(drawn.turnNum)
    const firstNumber = drawn.openNum.split(',')[0]!
    shownTime.advance(revealAtMs(0))
    await onShown.next(isPush('VIDEO', firstNumber))
    // No result yet: the show has 23 s to go.
    expect(onShown.frames.filter(isPush('RESULT'))).toHaveLength(0)
  }, 90_000)
})
