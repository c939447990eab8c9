import { randomUUID } from 'node:crypto'
import { connect } from 'node:net'
import { createClient } from 'redis'

/** The Redis the shared-state tests run against: `REDIS_URL`, else the local one. */
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

/**
 * Fails with what to start when Redis does not answer PING: these tests are part of the suite, never
 * skipped (the machines and CI run Redis 7 on 127.0.0.1:6379).
 */
export async function requireRedis(): Promise<void> {
  const { hostname, port } = new URL(REDIS_URL)
  const answer = await new Promise<string>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) })
    let text = ''
    const done = (value: string) => {
      socket.destroy()
      resolve(value)
    }
    socket.setTimeout(3_000, () => done('no answer within 3 s'))
    socket.on('error', (error) => done(error.message))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      text += chunk
      if (text.includes('\r\n')) done(text.trim())
    })
  })
  if (answer !== '+PONG')
    throw new Error(
      `Redis is not reachable at ${REDIS_URL} (${answer}). Start one: \`redis-server --port 6379 --daemonize yes\` ` +
        '(Debian: `apt-get install redis-server`), or point REDIS_URL at one.',
    )
}

/** A key and channel prefix of its own per test run, so parallel runs sharing one Redis never meet. */
export const runPrefix = (name: string) => `liuhe-test:${name}:${randomUUID()}`

/** A plain client for what a test does to Redis itself (publishing raw messages, cleaning up). */
export async function rawClient() {
  const client = createClient({ url: REDIS_URL })
  client.on('error', () => undefined)
  await client.connect()
  return client
}

/** Deletes the keys a run left under `prefix`. */
export async function forgetPrefix(prefix: string): Promise<void> {
  const client = await rawClient()
  const keys: string[] = []
  for await (const batch of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) keys.push(...batch)
  if (keys.length > 0) await client.del(keys)
  await client.close()
}
