// `npm test`: install what is missing (npm packages, Debian's Chromium and a CJK font), then run every suite:
// lint and format, build, typecheck, unit and integration tests, Storybook build, story checks, e2e, and
// the e2e smoke suite of each theme (company build) and the encrypted-mode smoke.
import { ensureBrowser, ensureDependencies, log, run } from './lib.mjs'

const started = Date.now()
ensureDependencies()
ensureBrowser()

const step = (title, command, args, options) => {
  const t = Date.now()
  log(`── ${title}`)
  run(command, args, options)
  log(`   ${title}: ok (${Math.round((Date.now() - t) / 1000)} s)`)
}

step('lint and format (biome)', 'npx', ['biome', 'check', '.'])
step('import boundaries between the workspaces, and no comment citing outside the repository', 'node', [
  'scripts/boundaries.mjs',
])
step('build, typecheck, unit and integration tests (turbo)', 'npx', [
  'turbo',
  'run',
  'build',
  'typecheck',
  'test',
  '--output-logs=errors-only',
  '--concurrency=2',
])
step('typecheck of the test suites (tests/)', 'npx', ['tsc', '-p', 'tests'])
step('consumer install (packed @liuhe/ui in a fresh Vite + React app)', 'npx', [
  'tsx',
  'tests/consumer/run.ts',
])
step('storybook build', 'npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet'])
step('visual regression and accessibility (every story × theme, Chromium 390 px)', 'npx', [
  'tsx',
  'tests/visual/run.ts',
])
step(
  'end-to-end (Playwright, Chromium 390×844)',
  'npx',
  ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'],
  {
    env: { CI: process.env.CI ?? '1' },
  },
)
step(
  'end-to-end smoke per theme (theme1…theme4, one app server each)',
  'npx',
  ['playwright', 'test', '-c', 'tests/e2e/themes.config.ts'],
  { env: { CI: process.env.CI ?? '1' } },
)
step(
  'end-to-end smoke in encrypted mode (PLATFORM_ENCRYPT=1 on the platform and the app)',
  'npx',
  ['playwright', 'test', '-c', 'tests/e2e/encrypted.config.ts'],
  { env: { CI: process.env.CI ?? '1' } },
)
log(`all suites passed in ${Math.round((Date.now() - started) / 1000)} s`)
