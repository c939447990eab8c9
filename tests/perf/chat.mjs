// `npm run bench:chat`: the chat service under load, on the production platform build (apps/platform/dist).
// (a) 1,000 chat sockets in one room; one sender sends 20 messages/s for 60 s over its own socket. Every
//     client must receive every message exactly once and in order (the room's sequence numbers, no gaps);
//     prints delivery latency p50/p95/max (goal p95 ≤ 150 ms) and the platform's peak RSS.
// (b) 100 concurrent red-packet grabs over HTTP of one 100-share packet: every share handed out once, the sum
//     equal to the amount, every grabber's balance equal to the sum of their ledger rows.
// The load generator runs in this process, on the same machine. The send rate limit, the sockets-per-user
// limit and the idle time-out are raised for the run through the platform's config hook (as tests/perf/bench.mjs raises `bet`);
// the sender is made staff in the data file so the room's slow mode does not apply to it.
// Delivery latency is measured from the send to each receipt, both in this process. CPU seconds of both sides
// are reported too, so a run on a busy machine can be told from a slow platform.
// Options: --sockets N, --seconds N, --rate N (messages/s). Results go to tests/perf/results/chat-latest.json.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { waitFor } from './servers.mjs'

const root = new URL('../..', import.meta.url).pathname
const require = createRequire(join(root, 'apps/platform/package.json'))
const Database = require('better-sqlite3')
const { WebSocket } = require('ws')
const { encodePassword, chatCommands } = await import(join(root, 'packages/api/dist/index.js'))

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const SOCKETS = arg('sockets', 1000)
const SECONDS = arg('seconds', 60)
const RATE = arg('rate', 20)
const PORT = Number(process.env.CHAT_BENCH_PORT ?? 4450)
const origin = `http://127.0.0.1:${PORT}`
const dbDir = mkdtempSync(join(tmpdir(), 'liuhe-chat-bench-'))
const dbFile = join(dbDir, 'bench.sqlite')

const platform = spawn(process.execPath, ['dist/main.js'], {
  cwd: join(root, 'apps/platform'),
  env: { ...process.env, PLATFORM_PORT: String(PORT), PLATFORM_DB: dbFile, PLATFORM_TEST_HOOKS: '1' },
  stdio: ['ignore', 'ignore', 'pipe'],
})
platform.stderr.on('data', (d) => process.env.BENCH_VERBOSE && process.stderr.write(`[platform] ${d}`))
const stop = () => platform.kill('SIGTERM')
process.on('exit', stop)

const json = async (path, init = {}) => {
  const response = await fetch(`${origin}${path}`, init)
  const body = await response.json()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`)
  return body.data
}
const hook = (path, body) =>
  json(`/app-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const bearer = (token) => ({ authorization: `Bearer ${token}` })

/** CPU seconds the platform process has used so far (user + system, from /proc). */
function platformCpuSeconds() {
  const fields = readFileSync(`/proc/${platform.pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** Peak resident memory of the platform process, MB (read from /proc every 250 ms). */
let peakRssMb = 0
const rssTimer = setInterval(() => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${platform.pid}/status`, 'utf8'))?.[1] ?? 0)
    peakRssMb = Math.max(peakRssMb, kb / 1024)
  } catch {}
}, 250)

async function login(account, password) {
  const { token } = await json('/app-api/v/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', companycode: 'LH' },
    body: new URLSearchParams({ account, password: encodePassword(password) }),
  })
  const info = await json('/app-api/api/user/info', { headers: bearer(token) })
  return { token, userId: info.userInfo.userId }
}

const chatToken = async (session) =>
  json(`/api-messen/chat/token/generation/${session.userId}`, { headers: bearer(session.token) })

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0
}

function openSocket(token, onFrame) {
  return new Promise((resolve, reject) => {
    // The generator shares the machine with the platform: frames are read without UTF-8 validation or a
    // full JSON parse, only their sequence number and message index.
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/ws-chat?token=${token}`, {
      perMessageDeflate: false,
      skipUTF8Validation: true,
    })
    ws.on('message', (data) => onFrame(data))
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}

/** Sends a command and waits for its ack. */
function request(ws, frame) {
  const ref = Math.random().toString(36).slice(2)
  return new Promise((resolve) => {
    const listener = (data) => {
      const f = JSON.parse(String(data))
      if (f.command === chatCommands.ack && f.content.ref === ref) {
        ws.off('message', listener)
        resolve(f.content)
      }
    }
    ws.on('message', listener)
    ws.send(JSON.stringify({ ...frame, ref }))
  })
}

async function fanOut(roomId, token) {
  const total = RATE * SECONDS
  const clients = []
  const latencies = new Float64Array(total * SOCKETS)
  let samples = 0
  const sentAt = new Float64Array(total)
  for (let i = 0; i < SOCKETS; i++) {
    const client = { received: 0, lastSeq: -1, dup: 0, gaps: 0, firstSeq: -1 }
    const ws = await openSocket(token, (data) => {
      const now = performance.now()
      const text = data.toString('latin1')
      if (!text.startsWith('{"command":1,')) return
      const seqAt = text.indexOf('"seq":') + 6
      const seq = Number(text.slice(seqAt, text.indexOf(',', seqAt)))
      const bodyAt = text.indexOf('"body":"bench:') + 14
      const n = Number(text.slice(bodyAt, text.indexOf('"', bodyAt)))
      if (client.lastSeq >= 0 && seq !== client.lastSeq + 1) {
        if (seq <= client.lastSeq) client.dup++
        else client.gaps++
      }
      if (client.firstSeq < 0) client.firstSeq = seq
      client.lastSeq = seq
      client.received++
      latencies[samples++] = now - sentAt[n]
    })
    client.ws = ws
    const ack = await request(ws, { command: 'JOIN', room_id: roomId })
    if (!ack.ok) throw new Error(`join refused: ${ack.msg}`)
    clients.push(client)
  }
  const sender = await openSocket(token, () => {})
  await request(sender, { command: 'JOIN', room_id: roomId })
  const refused = []
  sender.on('message', (data) => {
    const f = JSON.parse(String(data))
    if (f.command === chatCommands.ack && !f.content.ok) refused.push(f.content.code)
  })

  // Like the app's client (connectChatSocket), every socket pings every 15 s: the platform drops sockets
  // silent for 45 s.
  const heartbeat = setInterval(() => {
    for (const c of [...clients.map((c) => c.ws), sender]) c.send('{"command":"PING"}')
  }, 15_000)
  const cpuBefore = { platform: platformCpuSeconds(), generator: process.cpuUsage() }
  const started = performance.now()
  await new Promise((resolve) => {
    let n = 0
    const tick = () => {
      // Keeps the schedule: message n goes out at n / RATE seconds after the start.
      while (n < total && performance.now() - started >= (n * 1000) / RATE) {
        sentAt[n] = performance.now()
        sender.send(JSON.stringify({ command: 'SEND', room_id: roomId, type: 'text', body: `bench:${n}` }))
        n++
      }
      if (n < total) setTimeout(tick, 5)
      else resolve()
    }
    tick()
  })
  // Waits until every client has every message, or until deliveries stop for 15 s: on a machine shared with
  // other work the backlog may take a while, and the exactly-once check needs every frame.
  let lastCount = -1
  let lastProgress = performance.now()
  for (;;) {
    const count = clients.reduce((s, c) => s + c.received, 0)
    if (count === total * SOCKETS) break
    if (count !== lastCount) {
      lastCount = count
      lastProgress = performance.now()
    } else if (performance.now() - lastProgress > 15_000) break
    await new Promise((r) => setTimeout(r, 100))
  }
  const drainSeconds = (performance.now() - started) / 1000 - SECONDS

  clearInterval(heartbeat)
  const wallSeconds = (performance.now() - started) / 1000
  const generatorCpu = process.cpuUsage(cpuBefore.generator)
  const cpu = {
    wallSeconds: Math.round(wallSeconds * 10) / 10,
    platformCpuSeconds: Math.round((platformCpuSeconds() - cpuBefore.platform) * 10) / 10,
    generatorCpuSeconds: Math.round((generatorCpu.user + generatorCpu.system) / 1e5) / 10,
  }
  const sorted = Array.from(latencies.subarray(0, samples)).sort((a, b) => a - b)
  const complete = clients.filter((c) => c.received === total && c.dup === 0 && c.gaps === 0).length
  for (const c of clients) c.ws.terminate()
  sender.terminate()
  return {
    sockets: SOCKETS,
    messages: total,
    ratePerSecond: RATE,
    seconds: SECONDS,
    refusedSends: refused.length,
    clientsWithEveryMessageOnceInOrder: complete,
    duplicates: clients.reduce((s, c) => s + c.dup, 0),
    gaps: clients.reduce((s, c) => s + c.gaps, 0),
    deliveredFrames: samples,
    secondsAfterLastSendUntilAllDelivered: Math.round(drainSeconds * 10) / 10,
    cpu,
    platformMicrosecondsPerDeliveredFrame: samples ? Math.round((cpu.platformCpuSeconds * 1e6) / samples) : 0,
    deliveryMs: {
      p50: Math.round(percentile(sorted, 50) * 10) / 10,
      p95: Math.round(percentile(sorted, 95) * 10) / 10,
      max: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
    },
  }
}

async function grabs(roomId, sender) {
  const db = new Database(dbFile)
  const grabbers = []
  for (let i = 0; i < 100; i++) {
    const { token } = await json('/app-api/v/user/regTest')
    const info = await json('/app-api/api/user/info', { headers: bearer(token) })
    // Trial accounts start at VIP 1, whose rech_level disables chat: the bench lifts them to VIP 3.
    db.prepare('UPDATE users SET vip_level = 3 WHERE user_id = ?').run(info.userInfo.userId)
    // Their chat identities exist before the grabs; a grab moves money, so it goes with the access token.
    await chatToken({ token, userId: info.userInfo.userId })
    grabbers.push({ userId: info.userInfo.userId, token })
  }
  const packet = await json('/api-messen/api/chat/hongbao/send', {
    method: 'POST',
    headers: { ...bearer(sender), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      room_id: String(roomId),
      amount_fen: '10000',
      count: '100',
      idempotency_key: `bench-${process.pid}`,
    }),
  })
  const started = performance.now()
  const answers = await Promise.all(
    grabbers.map((g) =>
      fetch(`${origin}/api-messen/api/chat/hongbao/grab`, {
        method: 'POST',
        headers: { ...bearer(g.token), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ hongbao_id: String(packet.id) }),
      }).then((r) => r.json()),
    ),
  )
  const ms = performance.now() - started
  const won = answers.filter((a) => a.data).map((a) => a.data.amount_fen)
  const ledgerOk = grabbers.every((g) => {
    const row = db
      .prepare(
        `SELECT money_fen AS balance, (SELECT COALESCE(SUM(amount_fen), 0) FROM ledger
           WHERE user_id = u.user_id AND wallet = 'main') AS rows FROM users u WHERE user_id = ?`,
      )
      .get(g.userId)
    return row.balance === row.rows
  })
  db.close()
  return {
    grabs: answers.length,
    shares: won.length,
    sumFen: won.reduce((a, b) => a + b, 0),
    amountFen: 10_000,
    allGrabsMs: Math.round(ms),
    balancesEqualLedger: ledgerOk,
  }
}

try {
  await waitFor(`${origin}/healthz`)
  const unlimited = { max: 1_000_000_000, windowMs: 60_000 }
  await hook('/__test__/config', {
    key: 'rate_limits',
    value: { chat: { perIp: unlimited, perAccount: unlimited }, register: { perIp: unlimited } },
  })
  // The platform drops sockets silent for 45 s; a generator starved of CPU on a shared machine may send its
  // pings late, so the run allows them 10 minutes.
  await hook('/__test__/config', {
    key: 'chat_settings',
    value: { maxSocketsPerUser: SOCKETS + 10, socketIdleSeconds: 600 },
  })
  const db = new Database(dbFile)
  db.prepare("UPDATE users SET chat_level = 2 WHERE account = 'vip001'").run()
  db.close()
  const vip = await login('vip001', 'Vip12345')
  const { token } = await chatToken(vip)
  const rooms = await json('/api-messen/chat/rooms', { headers: bearer(token) })
  const roomId = rooms.class_groups[0].chatroom[0].room_id

  const fan = await fanOut(roomId, token)
  // Sending a red packet moves money: the access token, not the chat token.
  const grab = await grabs(roomId, vip.token)
  const results = {
    at: new Date().toISOString(),
    fanOut: fan,
    platformPeakRssMb: Math.round(peakRssMb),
    redPacket: grab,
  }
  console.log(JSON.stringify(results, null, 2))
  const ok =
    fan.clientsWithEveryMessageOnceInOrder === SOCKETS &&
    fan.refusedSends === 0 &&
    grab.shares === 100 &&
    grab.sumFen === grab.amountFen &&
    grab.balancesEqualLedger
  console.log(
    `chat fan-out: ${fan.clientsWithEveryMessageOnceInOrder}/${SOCKETS} clients got all ${fan.messages} messages once and in order; ` +
      `delivery p50 ${fan.deliveryMs.p50} ms, p95 ${fan.deliveryMs.p95} ms (goal ≤ 150), max ${fan.deliveryMs.max} ms; ` +
      `platform peak RSS ${Math.round(peakRssMb)} MB. Red packet: ${grab.shares}/100 shares, ${grab.sumFen}/${grab.amountFen} fen, ` +
      `100 grabs in ${grab.allGrabsMs} ms, balances = ledger: ${grab.balancesEqualLedger}.`,
  )
  mkdirSync(join(root, 'tests/perf/results'), { recursive: true })
  writeFileSync(join(root, 'tests/perf/results/chat-latest.json'), `${JSON.stringify(results, null, 2)}\n`)
  process.exitCode = ok ? 0 : 1
} finally {
  clearInterval(rssTimer)
  stop()
}
