import cluster, { type Worker } from 'node:cluster'

/** Failures of a message to the primary that mean the primary is gone. */
const PRIMARY_GONE = new Set(['EPIPE', 'ECONNRESET', 'ERR_IPC_CHANNEL_CLOSED'])

/** A worker that served this long before it died is started again at once; a younger one after a second. */
const STEADY_MS = 10_000
const RESTART_DELAY_MS = 1_000

/**
 * What the worker runs first: a primary killed outright (SIGKILL) leaves the worker's IPC channel closed; a
 * message to it then fails with EPIPE, an unhandled 'error' event. The worker ends quietly instead, as Node
 * ends it once it sees the channel close (as apps/mobile/server/cluster.ts `runWorker`).
 */
export function runWorker(): void {
  cluster.worker?.on('error', (error: NodeJS.ErrnoException) => {
    if (PRIMARY_GONE.has(error?.code ?? '')) process.exit(0)
    throw error
  })
}

/** Options of {@link supervise}. */
export interface SupervisorOptions {
  /** Writes a line to the log. */
  log: (line: string) => void
  /** Environment the worker runs with, besides the primary's. */
  env?: Record<string, string>
}

/**
 * The platform's primary process (`main.ts`): it serves nothing itself, and runs ONE worker, the whole
 * platform (`serve.ts`): one, because the SQLite file has one writer and the draw scheduler must run once.
 * A worker that dies while serving (a crash, an out-of-memory kill, `kill -9`) is replaced by a new one on
 * the same port and the same data file (after a second when it served less than ten seconds, so a worker
 * that dies as it starts does not spin). A worker that dies before it ever listened (a taken port, a data
 * file of newer code) stops the platform with its exit code: starting it again would change nothing. On
 * SIGTERM / SIGINT the worker is stopped (it closes the server and the file), then the primary.
 *
 * The worker takes connections itself (`SCHED_NONE`): with one worker the primary's round-robin would only
 * add a hop to every connection.
 */
export function supervise(options: SupervisorOptions): void {
  cluster.schedulingPolicy = cluster.SCHED_NONE
  const listened = new WeakSet<Worker>()
  let current: Worker | undefined
  let startedAt = 0
  let stopping = false

  const fork = () => {
    startedAt = Date.now()
    const worker = cluster.fork(options.env)
    current = worker
    worker.once('listening', () => listened.add(worker))
  }

  cluster.on('exit', (worker, code, signal) => {
    if (worker !== current) return
    current = undefined
    if (stopping) process.exit(0)
    const how = signal ?? code
    if (!listened.has(worker)) {
      options.log(`[platform] the worker stopped before serving (${how}); stopping`)
      process.exit(typeof code === 'number' && code !== 0 ? code : 1)
    }
    const delay = Date.now() - startedAt < STEADY_MS ? RESTART_DELAY_MS : 0
    options.log(`[platform] worker ${worker.process.pid} stopped (${how}); starting another`)
    setTimeout(() => {
      if (!stopping) fork()
    }, delay)
  })

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      if (!current) process.exit(0)
      current.process.kill('SIGTERM')
    })
  }

  fork()
}
