import { describe, expect, it } from 'vitest'
import { createMicroCache } from './microCache.server.ts'

/** A load whose answers the test releases by hand, counting its calls. */
function manualLoad<V>() {
  const pending: { resolve: (value: V) => void; reject: (error: unknown) => void }[] = []
  let calls = 0
  const load = () => {
    calls += 1
    return new Promise<V>((resolve, reject) => pending.push({ resolve, reject }))
  }
  return { load, pending, calls: () => calls }
}

describe('createMicroCache', () => {
  it('makes one call for 100 simultaneous misses of a key, and all get its value', async () => {
    const cache = createMicroCache<{ n: number }>({ ttlMs: 1000 })
    const source = manualLoad<{ n: number }>()
    const gets = Array.from({ length: 100 }, () => cache.get('page', source.load))
    expect(source.calls()).toBe(1)
    source.pending[0]?.resolve({ n: 7 })
    const values = await Promise.all(gets)
    expect(new Set(values).size).toBe(1)
    expect(values[0]).toEqual({ n: 7 })
    // Within the time to live the stored value answers without a call.
    expect(await cache.get('page', source.load)).toEqual({ n: 7 })
    expect(source.calls()).toBe(1)
  })

  it('loads again once the value has expired', async () => {
    let clock = 0
    const cache = createMicroCache<number>({ ttlMs: 1000, now: () => clock })
    let calls = 0
    const load = async () => ++calls
    expect(await cache.get('k', load)).toBe(1)
    clock = 999
    expect(await cache.get('k', load)).toBe(1)
    clock = 1000
    expect(await cache.get('k', load)).toBe(2)
    expect(calls).toBe(2)
  })

  it('keeps no failed value: its waiters get the error, the next get calls again', async () => {
    const cache = createMicroCache<string>({ ttlMs: 1000 })
    const source = manualLoad<string>()
    const first = cache.get('k', source.load)
    const second = cache.get('k', source.load)
    source.pending[0]?.reject(new Error('platform down'))
    await expect(first).rejects.toThrow('platform down')
    await expect(second).rejects.toThrow('platform down')
    expect(cache.size()).toBe(0)
    const third = cache.get('k', source.load)
    expect(source.calls()).toBe(2)
    source.pending[1]?.resolve('back')
    expect(await third).toBe('back')
  })

  it('lets an aborted waiter leave without failing the call the others wait for', async () => {
    const cache = createMicroCache<string>({ ttlMs: 1000 })
    const source = manualLoad<string>()
    const leaving = new AbortController()
    const gone = cache.get('k', source.load, leaving.signal)
    const staying = cache.get('k', source.load)
    leaving.abort(new Error('client left'))
    await expect(gone).rejects.toThrow('client left')
    source.pending[0]?.resolve('value')
    expect(await staying).toBe('value')
    expect(source.calls()).toBe(1)
  })

  it('keeps keys apart: a miss of one key neither waits for nor answers another', async () => {
    const cache = createMicroCache<string>({ ttlMs: 1000 })
    const a = manualLoad<string>()
    const b = manualLoad<string>()
    const getA = cache.get('a', a.load)
    const getB = cache.get('b', b.load)
    expect([a.calls(), b.calls()]).toEqual([1, 1])
    b.pending[0]?.resolve('B')
    expect(await getB).toBe('B')
    a.pending[0]?.reject(new Error('a failed'))
    await expect(getA).rejects.toThrow('a failed')
    expect(await cache.get('b', b.load)).toBe('B')
    expect(cache.peek('a')).toBeUndefined()
  })

  it('drops the keys of a prefix on demand', async () => {
    const cache = createMicroCache<number>({ ttlMs: 1000 })
    await cache.get('cards:1', async () => 1)
    await cache.get('cards:2', async () => 2)
    await cache.get('ads', async () => 3)
    cache.deletePrefix('cards:')
    expect([cache.peek('cards:1'), cache.peek('cards:2')]).toEqual([undefined, undefined])
    expect(cache.peek('ads')?.value).toBe(3)
  })

  it('drops the oldest key past maxEntries', async () => {
    const cache = createMicroCache<number>({ ttlMs: 1000, maxEntries: 2 })
    await cache.get('a', async () => 1)
    await cache.get('b', async () => 2)
    await cache.get('c', async () => 3)
    expect(cache.peek('a')).toBeUndefined()
    expect(cache.size()).toBe(2)
  })
})
