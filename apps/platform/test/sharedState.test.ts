import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createManualClock } from '../src/clock'
import { createRateLimiter } from '../src/http/rateLimit'
import { createLocalBus } from '../src/shared/bus'
import { createLocalWindows } from '../src/shared/windows'
import type { ConfigStore } from '../src/store/config'

// The in-process halves of shared/ (no REDIS_URL): the bus and the rate-limit windows of one platform.

describe('the local bus', () => {
  it('delivers each publication to every subscriber of its channel, in order and once, before publish returns', async () => {
    const bus = createLocalBus()
    const first: number[] = []
    const second: number[] = []
    const other: number[] = []
    await bus.subscribe('a', z.number(), (n) => first.push(n))
    await bus.subscribe('a', z.number(), (n) => second.push(n))
    await bus.subscribe('b', z.number(), (n) => other.push(n))
    for (let n = 0; n < 5; n++) {
      bus.publish('a', n)
      expect(first.at(-1)).toBe(n)
    }
    bus.publish('b', 99)
    expect(first).toEqual([0, 1, 2, 3, 4])
    expect(second).toEqual([0, 1, 2, 3, 4])
    expect(other).toEqual([99])
  })

  it('logs and drops a message its schema refuses, and a failing handler stops neither the others nor publish', async () => {
    const logged: string[] = []
    const bus = createLocalBus((line) => logged.push(line))
    const got: number[] = []
    await bus.subscribe('a', z.number(), () => {
      throw new Error('handler failed')
    })
    await bus.subscribe('a', z.number(), (n) => got.push(n))
    bus.publish('a', 'not a number')
    bus.publish('a', 7)
    expect(got).toEqual([7])
    expect(logged).toEqual([
      expect.stringContaining('did not parse'),
      expect.stringContaining('did not parse'),
      expect.stringContaining('a handler of a failed'),
    ])
    await bus.close()
    bus.publish('a', 8)
    expect(got).toEqual([7])
  })
})

describe('the local rate-limit windows', () => {
  it('count every side, refuse without counting when one is full, and open again when its window ends', async () => {
    const windows = createLocalWindows()
    const ip = { key: 'ip', max: 3, windowMs: 1_000 }
    const account = { key: 'account', max: 2, windowMs: 5_000 }
    expect(await windows.take([ip, account], 0)).toBeUndefined()
    expect(await windows.take([ip, account], 100)).toBeUndefined()
    // The account is full: nothing counted, the wait is until its window (from 0) ends.
    expect(await windows.take([ip, account], 200)).toBe(4_800)
    expect(await windows.take([ip], 300)).toBeUndefined()
    expect(await windows.take([ip], 400)).toBe(600)
    expect(await windows.take([ip], 1_000)).toBeUndefined()
    expect(await windows.take([ip, account], 5_000)).toBeUndefined()
  })

  it('are what the rate limiter counts against, on the platform clock, answering whole seconds', async () => {
    const config = {
      getConfig: () => ({ chat: { perIp: { max: 2, windowMs: 10_000 } } }),
    } as unknown as ConfigStore
    const clock = createManualClock(1_000_000)
    const limiter = createRateLimiter(config, clock, createLocalWindows())
    expect(await limiter.take('chat', '203.0.113.1')).toBeUndefined()
    expect(await limiter.take('chat', '203.0.113.1')).toBeUndefined()
    clock.advance(2_500)
    expect(await limiter.take('chat', '203.0.113.1')).toBe(8)
    expect(await limiter.take('chat', '203.0.113.2')).toBeUndefined()
    clock.advance(7_500)
    expect(await limiter.take('chat', '203.0.113.1')).toBeUndefined()
  })
})
