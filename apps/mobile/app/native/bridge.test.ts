import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNativeBridge, type NativeRequest, type NativeWindow, nativeBridge } from './bridge'

/** A fake shell: records what the app posts; the test answers through `LiuheNativeReply`. */
function fakeShell() {
  const posted: NativeRequest[] = []
  const win: NativeWindow = {
    setTimeout: (handler, ms) => setTimeout(handler, ms),
    clearTimeout: (handle) => clearTimeout(handle),
  }
  const host = { postMessage: (message: string) => posted.push(JSON.parse(message)) }
  const bridge = createNativeBridge(host, win)
  const reply = (body: object) => win.LiuheNativeReply!(JSON.stringify({ id: posted.at(-1)!.id, ...body }))
  return { posted, win, bridge, reply }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('native bridge adapter', () => {
  it('logs in through the shell and reads its token', async () => {
    const shell = fakeShell()
    const outcome = shell.bridge.login({ account: 'demo01', password: 'Demo1234' })
    expect(shell.posted[0]).toMatchObject({
      type: 'login',
      payload: { account: 'demo01', password: 'Demo1234' },
    })
    shell.reply({ data: { token: 't-1' } })
    await expect(outcome).resolves.toEqual({ ok: true, token: 't-1' })
  })

  it("shows the shell's error message, and ignores replies to other requests", async () => {
    const shell = fakeShell()
    const outcome = shell.bridge.register({ account: 'new01' })
    shell.win.LiuheNativeReply!({ id: 'someone-else', data: { token: 'x' } })
    shell.win.LiuheNativeReply!('not json')
    shell.reply({ error: { code: 'UC/EXISTS', msg: '用户名已存在' } })
    await expect(outcome).resolves.toEqual({ ok: false, message: '用户名已存在' })
  })

  it('gives up after 30 s with 登录超时，请重新试下！ and drops a late answer', async () => {
    const shell = fakeShell()
    const outcome = shell.bridge.login({ account: 'demo01', password: 'Demo1234' })
    await vi.advanceTimersByTimeAsync(29_999)
    let settled = false
    void outcome.then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(outcome).resolves.toEqual({ ok: false, message: '登录超时，请重新试下！' })
    shell.reply({ data: { token: 'late' } })
  })

  it('opens games natively turned by appDisplay, and the chat', () => {
    const shell = fakeShell()
    shell.bridge.openGame('https://games.example/play?t=1', 1)
    shell.bridge.openGame('https://games.example/slot', 0)
    shell.bridge.openChat()
    expect(shell.posted.map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: 'openGame', payload: { url: 'https://games.example/play?t=1', orientation: 'landscape' } },
      { type: 'openGame', payload: { url: 'https://games.example/slot', orientation: 'portrait' } },
      { type: 'openChat', payload: {} },
    ])
  })

  it('is found only when the shell injected LiuheNative', () => {
    expect(nativeBridge()).toBeNull()
    const globals = globalThis as unknown as { window?: unknown }
    globals.window = { setTimeout, clearTimeout }
    try {
      expect(nativeBridge()).toBeNull()
      ;(globals.window as NativeWindow).LiuheNative = { postMessage: () => {} }
      const bridge = nativeBridge()
      expect(bridge).not.toBeNull()
      expect(nativeBridge()).toBe(bridge)
    } finally {
      delete globals.window
    }
  })
})
