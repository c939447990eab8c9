import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createGameSocketHub } from '../src/gameSocket'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

async function hubOnServer(now: () => number) {
  const hub = createGameSocketHub({ idleMs: 45_000, sweepEveryMs: 0, now })
  const server = createServer()
  server.on('upgrade', (request, socket, head) => {
    if (!hub.handleUpgrade(request, socket, head)) socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanup = () => {
    hub.close()
    server.close()
  }
  return { hub, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws-game/t1` }
}

/** Opens a socket and waits for the server's answer to its first frame, so the hub has registered it. */
async function connect(url: string) {
  const socket = new WebSocket(url)
  await new Promise((resolve) => socket.once('open', resolve))
  socket.send(JSON.stringify({ command: 'PING' }))
  await new Promise((resolve) => socket.once('message', resolve))
  return socket
}

describe('game socket hub', () => {
  it('drops connections that stayed silent longer than the idle limit and keeps those that ping', async () => {
    let clock = 1_000_000
    const { hub, url } = await hubOnServer(() => clock)
    const silent = await connect(url)
    const pinging = await connect(url)
    expect(hub.connections).toBe(2)

    clock += 30_000
    pinging.send(JSON.stringify({ command: 'PING' }))
    await new Promise((resolve) => pinging.once('message', resolve))
    clock += 20_000
    const closed = new Promise((resolve) => silent.once('close', resolve))
    expect(hub.sweep()).toBe(1)
    await closed
    expect(hub.connections).toBe(1)
    expect(pinging.readyState).toBe(WebSocket.OPEN)
    pinging.close()
  })
})
