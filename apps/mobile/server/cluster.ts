import cluster, { type Worker } from 'node:cluster'
import { type BroadcastMessage, isBroadcastMessage } from '../app/server/cache/workerBroadcast.server.ts'
import type { BroadcastBody, MachineBroadcast } from './machineBroadcast.ts'

/** Failures of a message to the primary that mean the primary is gone. */
const PRIMARY_GONE = new Set(['EPIPE', 'ECONNRESET', 'ERR_IPC_CHANNEL_CLOSED'])

/**
 * What each worker runs first. A primary killed outright (SIGKILL: it cannot stop its workers) leaves its
 * workers' IPC channels closed. Node ends a worker once it sees its channel close ('disconnect'), but a worker
 * still starting finds out earlier, through its next message to the primary: `listen` asks the primary for
 * the port's handle. The EPIPE of that message was an unhandled 'error' event, printed with its stack as the
 * worker died. A worker now ends quietly (code 0, as Node's own 'disconnect' handling ends it) when a message
 * to the primary fails because the primary is gone; any other error is thrown as before.
 */
export function runWorker(): void {
  cluster.worker?.on('error', (error: NodeJS.ErrnoException) => {
    if (PRIMARY_GONE.has(error?.code ?? '')) process.exit(0)
    throw error
  })
}

/** Options of {@link runPrimary}. */
export interface PrimaryOptions {
  /** How many workers serve requests (WEB_CONCURRENCY; one per core by default). */
  workers: number
  /** Node options every worker runs with, after the primary's own. */
  workerExecArgv: readonly string[]
  /** Writes a line to the server log. */
  log: (line: string) => void
  /** Called once, when the first worker listens. */
  onListening?: () => void
  /**
   * The other app servers (server/machineBroadcast.ts, with `REDIS_URL`): a worker's broadcast goes to them
   * too, and its sender is told done once they answered as well. Absent: this app server alone.
   */
  machines?: (deliver: (message: BroadcastBody) => Promise<void>) => Promise<MachineBroadcast>
}

/**
 * The app server's primary process: it serves nothing itself. It starts `workers` copies of the server (each
 * a whole app server, sharing the port: Node's cluster hands each new connection to the next worker), relays
 * the workers' broadcasts (app/server/cache/workerBroadcast.server.ts), starts a new worker when one dies while serving,
 * and on SIGTERM / SIGINT stops them all, then itself.
 *
 * A worker that dies before it ever listened (a taken port, a missing build) ends the whole server with its
 * exit code, as the single-process server did: nothing would come of starting it again.
 */
export function runPrimary(options: PrimaryOptions): void {
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...options.workerExecArgv] })
  const listened = new WeakSet<Worker>()
  // Each broadcast under way: who sent it (a worker here, or another app server), the workers it still waits
  // for, and whether the other app servers answered.
  const relays = new Map<
    string,
    { sender: Worker | ((ok: true) => void); waiting: Set<number>; machinesDone: boolean }
  >()
  let stopping = false
  let announced = false
  let machines: MachineBroadcast | undefined
  let fromMachines = 0

  const settle = (id: string) => {
    const relay = relays.get(id)
    if (!relay || relay.waiting.size > 0 || !relay.machinesDone) return
    relays.delete(id)
    if (typeof relay.sender === 'function') relay.sender(true)
    else if (relay.sender.isConnected())
      relay.sender.send({ liuhe: 'broadcast', step: 'done', id } satisfies BroadcastMessage)
  }

  /** Hands a broadcast to every worker here but `except`, and records whom it waits for. */
  const toWorkers = (
    message: BroadcastMessage,
    sender: Worker | ((ok: true) => void),
    except: Worker | undefined,
    machinesDone: boolean,
  ) => {
    const others = Object.values(cluster.workers ?? {}).filter(
      (w): w is Worker => w !== undefined && w !== except && w.isConnected(),
    )
    relays.set(message.id, { sender, waiting: new Set(others.map((w) => w.id)), machinesDone })
    for (const worker of others) worker.send({ ...message, step: 'deliver' } satisfies BroadcastMessage)
  }

  /** Another app server's broadcast: to every worker here; resolves once each acted on it. */
  const deliverFromMachine = (body: BroadcastBody) =>
    new Promise<void>((resolve) => {
      const id = `machine:${fromMachines++}`
      toWorkers({ liuhe: 'broadcast', step: 'deliver', id, ...body }, () => resolve(), undefined, true)
      settle(id)
    })

  const relay = (sender: Worker, message: unknown) => {
    if (!isBroadcastMessage(message)) return
    if (message.step === 'send') {
      const { id } = message
      toWorkers(message, sender, sender, !machines)
      if (machines)
        void machines.send({ topic: message.topic ?? '', payload: message.payload ?? '' }).then(() => {
          const under = relays.get(id)
          if (under) under.machinesDone = true
          settle(id)
        })
      settle(id)
    } else if (message.step === 'ack') {
      relays.get(message.id)?.waiting.delete(sender.id)
      settle(message.id)
    }
  }

  const fork = () => {
    const worker = cluster.fork()
    worker.on('message', (message: unknown) => relay(worker, message))
    worker.once('listening', () => {
      listened.add(worker)
      if (!announced) options.onListening?.()
      announced = true
    })
  }

  cluster.on('exit', (worker, code, signal) => {
    // Broadcasts waiting for this worker go on without it.
    for (const [id, relay] of relays) {
      relay.waiting.delete(worker.id)
      settle(id)
    }
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    if (!listened.has(worker)) {
      options.log(`[liuhe] a worker stopped before serving (${signal ?? code}); stopping`)
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM')
      process.exit(typeof code === 'number' && code !== 0 ? code : 1)
    }
    options.log(`[liuhe] worker ${worker.process.pid} stopped (${signal ?? code}); starting another`)
    fork()
  })

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true
      const workers = Object.values(cluster.workers ?? {})
      if (workers.length === 0) process.exit(0)
      for (const worker of workers) worker?.process.kill('SIGTERM')
    })
  }

  const start = () => {
    for (let i = 0; i < options.workers; i++) fork()
  }
  if (!options.machines) {
    start()
    return
  }
  // Workers start once this app server hears the others: no broadcast of theirs is missed.
  options
    .machines(deliverFromMachine)
    .then((connected) => {
      machines = connected
      start()
    })
    .catch((error: unknown) => {
      options.log(`[liuhe] REDIS_URL: Redis cannot be reached (${String(error)}); stopping`)
      process.exit(1)
    })
}
