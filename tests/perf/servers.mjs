// The servers a perf script runs against: child Node processes (the production builds), stopped with the
// script however it ends. Shared by bench.mjs and load.mjs; chat.mjs uses `waitFor`. `cpuSeconds` reads what a
// server has spent.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'

/**
 * The secret with which a perf script's app servers prove to its platform that they are the proxy
 * (PLATFORM_PROXY_SECRET, docs/security.md "Rate limits"): one per run, as `npm start` makes one.
 */
export const proxySecret = process.env.PLATFORM_PROXY_SECRET || randomBytes(32).toString('hex')

/**
 * A group of servers. `start` spawns one; a server that exits before the script stops it (its port taken by
 * another run, a crash) ends the script, rather than letting it measure a stranger or nothing.
 */
export function serverGroup(portHint = 'the ports') {
  const children = []
  let stopping = false
  const stopAll = () => {
    stopping = true
    for (const child of children) child.kill('SIGTERM')
  }
  process.on('exit', stopAll)
  function start(name, args, cwd, env) {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    child.stderr.on('data', (d) => process.env.BENCH_VERBOSE && process.stderr.write(`[${name}] ${d}`))
    child.on('exit', (code) => {
      if (stopping) return
      console.error(`${name} exited (${code}); is its port taken? (${portHint})`)
      process.exit(1)
    })
    children.push(child)
    return child
  }
  return { start, children, stopAll }
}

/** Resolves once `url` answers below 500; throws after a minute. */
export async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no answer from ${url}`)
}

/** The fields of /proc/<pid>/stat after the command name (state, ppid, … utime at 11, stime at 12). */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
}

/**
 * CPU seconds (user + system) a process and its live child processes (the app server's workers) have used
 * so far, from /proc (Linux; NaN elsewhere).
 */
export function cpuSeconds(pid) {
  try {
    const fields = statFields(pid)
    let seconds = (Number(fields[11]) + Number(fields[12])) / 100
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        if (Number(statFields(entry)[1]) === pid) seconds += cpuSeconds(Number(entry))
      } catch {}
    }
    return seconds
  } catch {
    return Number.NaN
  }
}
