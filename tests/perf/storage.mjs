// The storage figures of `npm run bench` (docs/deploy.md, "Sizing"): bets placed per second through the bet
// form and the time to settle 100,000 bets, on the embedded SQLite file and on PostgreSQL with one and with
// two platform processes, in the same run. The bet rate is measured over many members (tests/perf/members.ts),
// as a platform serves them: one member's bets wait for each other on their balance's row.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { proxySecret, waitFor } from './servers.mjs'

const root = new URL('../..', import.meta.url).pathname
/** The PostgreSQL server the figures are taken on: DATABASE_URL's, else the local one (docs/deploy.md). */
const serverUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/test'
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50)
const SECONDS = Number(process.env.BENCH_STORAGE_BET_SECONDS ?? 20)

async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A new database of its own on the server: its URL and how to drop it. */
async function createDatabase() {
  const name = `liuhe_bench_${process.pid}_${Date.now()}`
  await onServer(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/** Runs a tests/perf TypeScript script with `env`; its stdout. */
function tsx(script, env) {
  const run = spawnSync('npx', ['tsx', `tests/perf/${script}`], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.status !== 0) throw new Error(`${script} failed: ${run.stderr}`)
  return run.stdout
}

/** How long settling 100,000 pending bets takes (tests/perf/settle.ts, in its own process), ms. */
export function settlementMs(env = {}) {
  const ms = /in (\d+) ms/.exec(tsx('settle.ts', env))
  return ms ? Number(ms[1]) : Number.NaN
}

/**
 * Bets placed per second through the bet form of `platforms` at once (1 元 特码, each form a new idempotency
 * key, the members' tokens in turn), 20 connections shared among them; their answers' errors and non-2xx.
 */
async function betRate(platforms, tokens) {
  const unlimited = { max: 1_000_000_000, windowMs: 60_000 }
  for (const platform of platforms) {
    // The bet rate limits (apps/platform/src/http/rateLimit.ts) raised for the run through the config hook.
    await fetch(`${platform}/app-api/__test__/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: 'rate_limits',
        value: { bet: { perIp: unlimited, perAccount: unlimited } },
      }),
    }).then((r) => r.body?.cancel())
  }
  const info = await fetch(`${platforms[0]}/app-api/v/lottery/openInfo?gameId=110`).then((r) => r.json())
  let next = 0
  const runs = platforms.map((platform) =>
    autocannon({
      url: `${platform}/app-api/api/bet/place`,
      method: 'POST',
      headers: { 'content-type': 'application/json', companycode: 'LH' },
      connections: Math.round(20 / platforms.length),
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request) => {
            const i = next++
            return {
              ...request,
              headers: { ...request.headers, token: tokens[i % tokens.length] },
              body: JSON.stringify({
                gameId: 110,
                turnNum: info.data.cur.turnNum,
                idempotencyKey: `bench-${process.pid}-${i}`,
                bets: [{ playId: 'sm.tema.a', selection: { kind: 'single', cell: '07' }, stake: 1 }],
              }),
            }
          },
        },
      ],
    }),
  )
  const results = await Promise.all(runs)
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  }
}

/**
 * Starts `count` platform processes (the built entry, test hooks on) on one database (`env`: PLATFORM_DB or
 * DATABASE_URL), one after the other (the first seeds it), on ports from `port`: their origins, and how to
 * stop them all (resolves once they exited).
 */
async function startPlatforms(count, port, env) {
  const children = []
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve()
            child.once('exit', resolve)
            child.kill('SIGTERM')
          }),
      ),
    )
  }
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL')
  })
  const origins = []
  try {
    for (let i = 0; i < count; i++) {
      children.push(
        spawn(process.execPath, [join(root, 'apps/platform/dist/main.js')], {
          cwd: root,
          env: {
            ...process.env,
            PLATFORM_PORT: String(port + i),
            PLATFORM_TEST_HOOKS: '1',
            PLATFORM_PROXY_SECRET: proxySecret,
            ...env,
          },
          stdio: ['ignore', 'ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore'],
        }),
      )
      const origin = `http://localhost:${port + i}`
      await waitFor(`${origin}/healthz`)
      origins.push(origin)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { origins, stop }
}

/**
 * The storage figures: the bet rate on SQLite (one process: the file's write lock is the process's), on
 * PostgreSQL with one and with two platform processes (each case a database of its own), and settling 100,000
 * bets on each engine (one process settles: the drawer, shared/lease.ts). `port`: the first of two free ports.
 */
export async function storageFigures(port) {
  const figures = {}
  const dir = mkdtempSync(join(tmpdir(), 'liuhe-bench-storage-'))
  try {
    // DATABASE_URL emptied: the SQLite figures are the file's whatever the bench's environment says.
    const sqliteEnv = { PLATFORM_DB: join(dir, 'storage.sqlite'), DATABASE_URL: '' }
    const sqlite = await startPlatforms(1, port, sqliteEnv)
    try {
      const tokens = JSON.parse(tsx('members.ts', { ...sqliteEnv, BENCH_MEMBERS: String(MEMBERS) }))
      figures.sqlite = { bets: await betRate(sqlite.origins, tokens) }
    } finally {
      await sqlite.stop()
    }
    figures.sqlite.settlementMs = settlementMs({ DATABASE_URL: '' })
    for (const processes of [1, 2]) {
      const database = await createDatabase()
      try {
        const env = { DATABASE_URL: database.url, PLATFORM_FILES_DIR: join(dir, `files-${processes}`) }
        const platforms = await startPlatforms(processes, port, env)
        try {
          const tokens = JSON.parse(tsx('members.ts', { ...env, BENCH_MEMBERS: String(MEMBERS) }))
          figures[`postgres${processes}`] = { bets: await betRate(platforms.origins, tokens) }
        } finally {
          await platforms.stop()
        }
      } finally {
        await database.drop()
      }
    }
    figures.postgres1.settlementMs = settlementMs({ DATABASE_URL: serverUrl })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return figures
}

/** The storage figures' budgets (docs/deploy.md, "Sizing"): `[name, value, op, limit]`. */
export function storageBudgets(figures) {
  return [
    ['SQLite bets placed per second (many members)', figures.sqlite.bets.rps, '>=', 2200],
    ['SQLite settling 100,000 bets ms', figures.sqlite.settlementMs, '<=', 900],
    ['PostgreSQL bets placed per second, one process', figures.postgres1.bets.rps, '>=', 1000],
    ['PostgreSQL bets placed per second, two processes', figures.postgres2.bets.rps, '>=', 1000],
    ['PostgreSQL settling 100,000 bets ms', figures.postgres1.settlementMs, '<=', 3000],
    [
      'storage bench errors/non-2xx',
      figures.sqlite.bets.errors + figures.postgres1.bets.errors + figures.postgres2.bets.errors,
      '<=',
      0,
    ],
  ]
}

/** The storage figures as rows of the bench's table. */
export function storageRows(figures) {
  const row = (name, f) => [
    name,
    `${f.bets.rps.toFixed(0)} bets/s (p99 ${f.bets.p99Ms.toFixed(0)} ms, ${f.bets.errors} errors)`,
    f.settlementMs === undefined ? '' : `${f.settlementMs.toFixed(0)} ms / 100k settled`,
    '',
    '',
  ]
  return [
    row('SQLite, one process', figures.sqlite),
    row('PostgreSQL, one process', figures.postgres1),
    row('PostgreSQL, two processes', figures.postgres2),
  ]
}
