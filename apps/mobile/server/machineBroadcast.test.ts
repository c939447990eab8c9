import { createClient } from 'redis'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { REDIS_URL, requireRedis, runPrefix } from './fixtures/redis.ts'
import { type BroadcastBody, createRedisMachineBroadcast, type MachineBroadcast } from './machineBroadcast.ts'

// The workers' broadcast between app servers through the local Redis (REDIS_URL): each instance stands for
// one machine's primary. Order is explicit: a sender resolves only after the others delivered, so the test
// records the order of events instead of waiting for time.

beforeAll(requireRedis, 10_000)

const opened: MachineBroadcast[] = []
afterEach(async () => {
  for (const machine of opened.splice(0)) await machine.close()
})

/** One app server on `prefix`: what it delivered, recorded in `events` as `name:payload`. */
async function machine(prefix: string, name: string, events: string[], log?: (line: string) => void) {
  const delivered: BroadcastBody[] = []
  const made = await createRedisMachineBroadcast({
    url: REDIS_URL,
    prefix,
    deliver: async (message) => {
      delivered.push(message)
      events.push(`${name}:${message.payload}`)
    },
    log: log ?? (() => undefined),
  })
  opened.push(made)
  return { made, delivered }
}

describe('the broadcast between app servers', () => {
  it('reaches every other app server once, and the sender goes on only after each delivered it', async () => {
    const prefix = runPrefix('machines')
    const events: string[] = []
    const a = await machine(prefix, 'a', events)
    const b = await machine(prefix, 'b', events)
    const c = await machine(prefix, 'c', events)
    await a.made.send({ topic: 'shared-data:forget', payload: 'cards:1' })
    events.push('a:done')
    expect(events.slice(-1)).toEqual(['a:done'])
    expect(events.slice(0, 2).sort()).toEqual(['b:cards:1', 'c:cards:1'])
    await b.made.send({ topic: 'shared-data:forget', payload: 'cards:2' })
    events.push('b:done')
    expect(a.delivered).toEqual([{ topic: 'shared-data:forget', payload: 'cards:2' }])
    expect(b.delivered).toEqual([{ topic: 'shared-data:forget', payload: 'cards:1' }])
    expect(c.delivered.map((m) => m.payload)).toEqual(['cards:1', 'cards:2'])
    expect(events.at(-1)).toBe('b:done')
  })

  it('alone on its Redis, a broadcast is done at once', async () => {
    const events: string[] = []
    const only = await machine(runPrefix('alone'), 'only', events)
    await only.made.send({ topic: 't', payload: 'p' })
    expect(events).toEqual([])
  })

  it('logs and drops a malformed message, and goes on delivering', async () => {
    const prefix = runPrefix('malformed')
    const events: string[] = []
    const logged: string[] = []
    const a = await machine(prefix, 'a', events)
    await machine(prefix, 'b', events, (line) => logged.push(line))
    const raw = createClient({ url: REDIS_URL })
    await raw.connect()
    await raw.publish(`${prefix}:app-broadcast`, 'not json')
    await raw.publish(`${prefix}:app-broadcast`, JSON.stringify({ kind: 'send', from: 'x', id: 1 }))
    await raw.close()
    await a.made.send({ topic: 't', payload: 'after' })
    expect(events).toEqual(['b:after'])
    expect(logged).toEqual([expect.stringContaining('not JSON'), expect.stringContaining('does not parse')])
  })

  it('an app server that received a broadcast but never answers holds the sender only until the time-out', async () => {
    const prefix = runPrefix('silent')
    const logged: string[] = []
    const sender = await createRedisMachineBroadcast({
      url: REDIS_URL,
      prefix,
      deliver: async () => undefined,
      answerTimeoutMs: 100,
      log: (line) => logged.push(line),
    })
    opened.push(sender)
    // A subscriber that is no app server: it receives, and never answers.
    const silent = createClient({ url: REDIS_URL })
    await silent.connect()
    await silent.subscribe(`${prefix}:app-broadcast`, () => undefined)
    await sender.send({ topic: 't', payload: 'p' })
    await silent.close()
    expect(logged).toEqual([expect.stringContaining('1 app server(s) did not answer')])
  })
})
