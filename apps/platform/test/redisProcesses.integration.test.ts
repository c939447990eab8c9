import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './harness'
import { databaseEnv } from './processKit'
import { forgetPrefix, REDIS_URL, requireRedis, runPrefix } from './redisKit'
import { isCommand, openSocket } from './socketKit'

// Two real platform processes (the entry, as `npm start` runs it) on one database (harness.ts
// `createTestDatabase`) and one Redis: a game-socket push published through one reaches a socket connected
// to the other.

const entry = new URL('../src/main.ts', import.meta.url).pathname
const platformDir = new URL('..', import.meta.url).pathname
const children: ChildProcess[] = []
let database: TestDatabase | undefined
const prefix = runPrefix('processes')

/** A free port (taken, then let go). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Starts the platform's entry on the shared database and Redis; resolves once its worker listens. */
async function startPlatform(on: TestDatabase): Promise<string> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: platformDir,
    env: {
      ...process.env,
      PLATFORM_PORT: String(port),
      ...databaseEnv(on),
      PLATFORM_TEST_HOOKS: '1',
      REDIS_URL,
      REDIS_PREFIX: prefix,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let out = ''
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      out += chunk
      if (/listening on .*shared through Redis/.test(out)) resolve()
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.once('exit', (code) => reject(new Error(`the platform exited (${code}): ${out}`)))
  })
  return `http://127.0.0.1:${port}`
}

let first: string
let second: string
beforeAll(async () => {
  await requireRedis()
  database = await createTestDatabase()
  // One after the other: the first seeds the database, the second opens it seeded.
  first = await startPlatform(database)
  second = await startPlatform(database)
}, 180_000)
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await forgetPrefix(prefix)
  await database?.drop()
})

it('a push published through one platform process reaches a game socket connected to the other', async () => {
  const socket = await openSocket(`${second.replace('http', 'ws')}/ws-game/processes`)
  socket.ws.send(JSON.stringify({ command: 'SUBSCRIBE', content: { gameId: 110, types: ['VIDEO'] } }))
  await socket.next(isCommand('SUBSCRIBED'))
  const hook = await fetch(`${first}/app-api/__test__/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gameId: 110, type: 'VIDEO', liveUrl: 'https://live.example/processes' }),
  })
  expect(hook.status).toBe(200)
  const frame = (await socket.next(isCommand(4))) as { content: string }
  expect(JSON.parse(frame.content)).toMatchObject({
    type: 'VIDEO',
    gameId: 110,
    isStreaming: true,
    liveUrl: 'https://live.example/processes',
  })
  socket.ws.terminate()
})
