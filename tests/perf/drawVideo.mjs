// The draw-video figures of `npm run bench` (`--only=video` alone): what a shown six-mark draw's video (十分六合彩, a game without a gallery) costs
// the platform in CPU seconds, and what it does to the latency of bets placed while it renders. The draw hook
// with `show` (apps/platform/src/routes/testHooks.ts) answers once the video is encoded and the show started
// (video/liveDraws.ts), so its request spans the render. CPU is read from /proc/<pid>/stat of the platform's
// processes, as apps/platform/test/drawVideo.integration.test.ts counts it: a process's own time (the API and
// its resvg worker) plus its waited-for children's (ffmpeg, reaped before the hook answers).
import { readFileSync } from 'node:fs'
import { untilOpen } from './liveDraw.mjs'

/**
 * 十分六合彩 (apps/platform/src/seed/lotteryCatalogue.ts): a six-mark game without a gallery
 * (apps/platform/src/gallery/catalogue.ts `galleryGames`), so a draw renders its video and no gallery pictures
 * in the same process tree; its ten-minute turns leave room for the bets between closes. The scheduler draws
 * such a game's turns as they close, so each shown draw closes the open turn first (the draw hook's `close`,
 * apps/platform/src/routes/testHooks.ts); the other fast games' turns the clock passes are drawn by the
 * scheduler's next pass (no show, no gallery), within the measured window.
 */
const GAME_ID = 81
/** Bets at once, by one signed-in member. */
const CONCURRENCY = 8
const IDLE_BETS = 200

/** Nearest-rank percentile of a list of numbers. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/**
 * CPU ms of a process tree: each process's own time and its waited-for children's (proc(5) fields 14–17,
 * clock ticks of 10 ms), for the process and every live descendant. The platform's entry is a small primary
 * that runs the platform in a worker process (apps/platform/src/main.ts), which runs ffmpeg.
 */
function cpuMs(pid) {
  let ms = 0
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ms = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
    for (const child of children ? children.split(' ') : []) ms += cpuMs(Number(child))
  } catch {
    // The process ended meanwhile: its time is in its parent's cutime/cstime once reaped.
  }
  return ms
}

async function hook(platform, path, body) {
  const response = await fetch(`${platform}/app-api/__test__/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} hook answered ${response.status}: ${await response.text()}`)
  return (await response.json()).data
}

/** A member able to bet all run long: credited, the bet rate limits raised, logged in; returns its token. */
async function bettor(platform) {
  const { encodePassword } = await import('../../packages/api/dist/index.js')
  await hook(platform, 'credit', { account: 'vip001', yuan: 1_000_000 })
  const unlimited = { max: 1_000_000_000, windowMs: 60_000 }
  await hook(platform, 'config', {
    key: 'rate_limits',
    value: { bet: { perIp: unlimited, perAccount: unlimited } },
  })
  const login = await fetch(`${platform}/app-api/v/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', companycode: 'LH' },
    body: new URLSearchParams({ account: 'vip001', password: encodePassword('Vip12345') }),
  }).then((r) => r.json())
  if (!login.data?.token) throw new Error(`login of vip001 failed: ${JSON.stringify(login)}`)
  return login.data.token
}

async function openTurn(platform) {
  const info = await fetch(`${platform}/app-api/v/lottery/openInfo?gameId=${GAME_ID}`).then((r) => r.json())
  return info.data.cur.turnNum
}

/**
 * Places 1 元 特码 bets on the open turn, CONCURRENCY at a time, until `count` are placed or `stop()` says so
 * before a bet starts; returns each bet's latency in ms. A bet the platform refuses fails the run.
 */
async function placeBets(platform, token, { count, stop = () => false }) {
  const turnNum = await openTurn(platform)
  const latencies = []
  let started = 0
  const worker = async () => {
    while (started < count && !stop()) {
      const key = `bench-video-${process.pid}-${turnNum}-${started++}`
      const at = performance.now()
      const response = await fetch(`${platform}/app-api/api/bet/place`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', companycode: 'LH', token },
        body: JSON.stringify({
          gameId: GAME_ID,
          turnNum,
          idempotencyKey: key,
          bets: [{ playId: 'sm.tema.a', selection: { kind: 'single', cell: '07' }, stake: 1 }],
        }),
      })
      const body = await response.json()
      latencies.push(performance.now() - at)
      if (!response.ok || body.code !== undefined)
        throw new Error(`bet refused (${response.status}): ${JSON.stringify(body)}`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return latencies
}

/**
 * Over `draws` shown draws one after another, after a first one: CPU seconds per video (nothing else asked
 * of the platform meanwhile), then the p95 latency of bets placed idle (200) and while a video renders (bets from the draw
 * hook's request until it answers, over two more shown draws), and their ratio.
 */
export async function drawVideoFigures(platform, pid, draws = 3) {
  await untilOpen(platform, GAME_ID)
  // What the platform spends with nothing asked of it (its scheduler, the socket hub), per second: each
  // video's figure also holds that share of its wall time.
  const idleFrom = cpuMs(pid)
  await new Promise((resolve) => setTimeout(resolve, 5_000))
  const idleCpuPerSecond = (cpuMs(pid) - idleFrom) / 5_000
  // The first video also pays for starting the renderer (its worker, fonts, the code's first runs): it is
  // reported on its own, not in the mean.
  const videos = []
  for (let i = 0; i <= draws; i++) {
    const before = cpuMs(pid)
    const at = performance.now()
    const drawn = await hook(platform, 'draw', { gameId: GAME_ID, show: true, close: true })
    if (!(drawn.showMs > 0)) throw new Error(`draw ${drawn.turnNum} got no show`)
    videos.push({ turnNum: drawn.turnNum, cpuMs: cpuMs(pid) - before, wallMs: performance.now() - at })
  }
  const token = await bettor(platform)
  await untilOpen(platform, GAME_ID)
  // Warm up the bet path first.
  await placeBets(platform, token, { count: 40 })
  const idle = await placeBets(platform, token, { count: IDLE_BETS })
  const rendering = []
  for (let i = 0; i < 2; i++) {
    await untilOpen(platform, GAME_ID)
    const before = await openTurn(platform)
    let rendered = false
    const drawing = hook(platform, 'draw', { gameId: GAME_ID, show: true, close: true }).finally(() => {
      rendered = true
    })
    // The draw is stored before the render starts; the bets go to the turn open after it.
    while ((await openTurn(platform)) === before) await new Promise((resolve) => setTimeout(resolve, 20))
    rendering.push(...(await placeBets(platform, token, { count: IDLE_BETS, stop: () => rendered })))
    await drawing
  }
  const [first, ...warm] = videos
  const cpu = warm.map((v) => v.cpuMs)
  const idleP95 = percentile(idle, 95)
  const renderingP95 = percentile(rendering, 95)
  return {
    first,
    draws: warm,
    cpuSecondsPerVideo: cpu.reduce((a, b) => a + b, 0) / cpu.length / 1000,
    cpuSecondsMax: Math.max(...cpu) / 1000,
    idleCpuPerSecond,
    wallSecondsPerVideo: warm.reduce((a, v) => a + v.wallMs, 0) / warm.length / 1000,
    bets: {
      concurrency: CONCURRENCY,
      idle: { count: idle.length, p50Ms: percentile(idle, 50), p95Ms: idleP95 },
      rendering: { count: rendering.length, p50Ms: percentile(rendering, 50), p95Ms: renderingP95 },
      p95Ratio: renderingP95 / idleP95,
    },
  }
}
