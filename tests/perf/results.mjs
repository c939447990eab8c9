// Where the perf scripts keep their figures: tests/perf/results/<prefix>latest.json (the last run, not in git)
// and <prefix><commit>.json, a list of every run of that commit (in git, so the figures' trend over commits
// can be read back).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = new URL('./results/', import.meta.url).pathname

/** Keeps one run's figures; returns the commit they were measured at. */
export function keepRun(prefix, results) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: dir,
    encoding: 'utf8',
  }).stdout?.trim()
  const run = { at: new Date().toISOString(), commit, ...results }
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${prefix}latest.json`), `${JSON.stringify(run, null, 2)}\n`)
  if (commit) {
    const file = join(dir, `${prefix}${commit}.json`)
    const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : []
    const runs = Array.isArray(kept) ? kept : [kept]
    writeFileSync(file, `${JSON.stringify([...runs, run], null, 2)}\n`)
  }
  return commit
}
