// `npm test`: install what is missing (npm packages, Debian's Chromium and a CJK font, ffmpeg, a running Redis), then
// run every suite: lint and format, build, typecheck, unit and integration tests, Storybook build, story
// checks, e2e, and the e2e smoke suite of each theme (company build) beside the encrypted-mode smoke. Every
// e2e suite runs against the one app build of the turbo step (apps/mobile/build); docs/architecture.md
// ("The test run") says how the run is laid out.
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import {
  ensureBrowser,
  ensureDependencies,
  ensureFfmpeg,
  ensurePostgres,
  ensureRedis,
  log,
  run,
  runSideBySide,
} from './lib.mjs'

const started = Date.now()
ensureDependencies()
ensureBrowser()
ensureFfmpeg()
ensureRedis()
ensurePostgres()

/**
 * The machine's CPU time so far, busy and in all, from Linux's /proc/stat (undefined elsewhere): user to steal;
 * guest time is inside user already.
 */
function cpuTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number)
    const total = fields.reduce((sum, value) => sum + value, 0)
    return { busy: total - fields[3] - (fields[4] ?? 0), total }
  } catch {
    return undefined
  }
}

/**
 * CPU seconds used so far by this process's ended children and their waited-for descendants (Linux's
 * /proc/self/stat cutime + cstime, 100 ticks a second; undefined elsewhere): a suite's own CPU work, which
 * other load on the machine barely changes, unlike its wall time. It misses processes no parent waited for (much of
 * a browser's work), so it undercounts the suites that drive Chromium.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // Fields 16 and 17 of proc(5); the slice starts at field 3.
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return undefined
  }
}

/**
 * Each suite's time and how many cores the machine kept busy meanwhile (all processes, so a suite's figure
 * includes whatever else ran), printed at the end: a suite far below the core count leaves room beside it.
 */
const times = []
const timed = async (title, body) => {
  const t = Date.now()
  const before = cpuTicks()
  const cpuBefore = childCpuSeconds()
  log(`── ${title}`)
  await body()
  const seconds = Math.round((Date.now() - t) / 1000)
  const after = cpuTicks()
  const cores =
    before && after && after.total > before.total
      ? ((after.busy - before.busy) / (after.total - before.total)) * availableParallelism()
      : undefined
  const cpuAfter = childCpuSeconds()
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  times.push([title, seconds, cores, cpu])
  log(`   ${title}: ok (${seconds} s)`)
}
const step = (title, command, args, options) => timed(title, () => run(command, args, options))

await step('lint and format (biome)', 'npx', ['biome', 'check', '.'])
await step('import boundaries between the workspaces, and no comment citing outside the repository', 'node', [
  'scripts/boundaries.mjs',
])
// The platform's suite (one vitest worker, on both storage engines, with the draw videos' ffmpeg encodes) is
// the longest; it starts as soon as the two packages it imports are built, beside everything else in one
// lane. Turbo ran the same tasks in an order of its own, which often started the platform's suite last
// (docs/architecture.md, "The test run").
await step('build of the packages the platform imports (domain, api) and of the platform', 'sh', [
  '-c',
  'npm run build -w @liuhe/domain && npm run build -w @liuhe/api && npm run build -w @liuhe/platform',
])
await timed(
  'typecheck, unit and integration tests of the platform, beside the builds, typechecks and tests of the rest, the typecheck of tests/, the consumer install and the Storybook build',
  () =>
    runSideBySide([
      {
        name: 'platform',
        command: 'sh',
        args: ['-c', 'npm run typecheck -w @liuhe/platform && npm test -w @liuhe/platform'],
      },
      {
        name: 'rest',
        command: 'sh',
        args: [
          '-c',
          [
            'npm run build -w @liuhe/ui',
            'npm run build -w @liuhe/mobile',
            'npm run typecheck -w @liuhe/domain -w @liuhe/api -w @liuhe/ui -w @liuhe/mobile',
            'npm test -w @liuhe/domain -w @liuhe/api -w @liuhe/ui -w @liuhe/mobile',
            // The platform's suite outlasts the rest by minutes, running on about one core: what needs no
            // platform or database fills that core (tests/perf/results/2026-12-07-test-run-559f459.json).
            'npx tsc -p tests',
            'npx tsx tests/consumer/run.ts',
            'npx storybook build -o storybook-static --quiet',
          ].join(' && '),
        ],
      },
    ]),
)
await step(
  'cluster: two platform processes and two app servers on one PostgreSQL database and one Redis (tests/cluster)',
  'npx',
  ['vitest', 'run', '-c', 'tests/cluster/vitest.config.ts'],
)
await step('visual regression and accessibility (every story × theme, Chromium 390 px)', 'npx', [
  'tsx',
  'tests/visual/run.ts',
])
await step(
  'end-to-end (Playwright, Chromium 390×844; a platform and an app per worker)',
  'npx',
  ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'],
  {
    env: { CI: process.env.CI ?? '1' },
  },
)
// Two small suites with servers of their own (their own ports, tests/e2e/support/servers.ts), side by side.
await timed('end-to-end smoke per theme (theme1…theme4) beside the encrypted-mode smoke', () =>
  runSideBySide([
    {
      name: 'themes',
      command: 'npx',
      args: ['playwright', 'test', '-c', 'tests/e2e/themes.config.ts'],
      options: { env: { CI: process.env.CI ?? '1' } },
    },
    {
      name: 'encrypted',
      command: 'npx',
      args: ['playwright', 'test', '-c', 'tests/e2e/encrypted.config.ts'],
      options: { env: { CI: process.env.CI ?? '1' } },
    },
  ]),
)
for (const [title, seconds, cores, cpu] of times) {
  const busy = cores === undefined ? '' : `  ${cores.toFixed(1)} cores busy`
  const own = cpu === undefined ? '' : `  ${Math.round(cpu)} CPU s`
  log(`${String(seconds).padStart(6)} s${busy.padEnd(18)}${own.padEnd(14)}  ${title}`)
}
log(`all suites passed in ${Math.round((Date.now() - started) / 1000)} s`)
