import { readFileSync } from 'node:fs'
import { dropDatabasesOfEndedProcesses } from './engines'

/**
 * After the whole run: drops the seeded PostgreSQL templates of its test processes (test/harness.ts
 * `seededTemplate`), which live as long as the process that made them. The run's workers (children of this
 * process) may still be winding down; their tests are over.
 */
export async function teardown(): Promise<void> {
  await dropDatabasesOfEndedProcesses('liuhe_seeded', (pid) => parentOf(pid) === process.pid)
}

/** The parent process id of `pid`, where /proc says (Linux). */
function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, so read after its closing ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}
