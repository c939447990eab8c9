// `npm test`: install what is missing (npm packages, Debian's Chromium and a CJK font, a running Redis), then
// run every suite: lint and format, build, typecheck, unit and integration tests, Storybook build, story
// checks, e2e, and the e2e smoke suite of each theme (company build) beside the encrypted-mode smoke. Every
// e2e suite runs against the one app build of the turbo step (apps/mobile/build); docs/architecture.md
// ("The test run") says how the run is laid out.
import { ensureBrowser, ensureDependencies, ensureRedis, log, run, runSideBySide } from './lib.mjs'

const started = Date.now()
ensureDependencies()
ensureBrowser()
ensureRedis()

/** Each suite's time, printed at the end. */
const times = []
const timed = async (title, body) => {
  const t = Date.now()
  log(`── ${title}`)
  await body()
  const seconds = Math.round((Date.now() - t) / 1000)
  times.push([title, seconds])
  log(`   ${title}: ok (${seconds} s)`)
}
const step = (title, command, args, options) => timed(title, () => run(command, args, options))

await step('lint and format (biome)', 'npx', ['biome', 'check', '.'])
await step('import boundaries between the workspaces, and no comment citing outside the repository', 'node', [
  'scripts/boundaries.mjs',
])
await step('build, typecheck, unit and integration tests (turbo)', 'npx', [
  'turbo',
  'run',
  'build',
  'typecheck',
  'test',
  '--output-logs=errors-only',
  '--concurrency=2',
])
await step('typecheck of the test suites (tests/)', 'npx', ['tsc', '-p', 'tests'])
await step('consumer install (packed @liuhe/ui in a fresh Vite + React app)', 'npx', [
  'tsx',
  'tests/consumer/run.ts',
])
await step('storybook build', 'npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet'])
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
for (const [title, seconds] of times) log(`${String(seconds).padStart(6)} s  ${title}`)
log(`all suites passed in ${Math.round((Date.now() - started) / 1000)} s`)
