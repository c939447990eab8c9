// Visual regression and accessibility of every Storybook story in every theme, light and dark, in Debian's
// Chromium.
//
//   npx tsx tests/visual/run.ts            compare with the baselines (writes missing ones unless CI is set)
//   npx tsx tests/visual/run.ts --update   rewrite every baseline and delete those of removed stories
//   npx tsx tests/visual/run.ts --filter lottery-ballrow   only the story ids that contain the text (or
//                                                       one of several, comma-separated)
//   npx tsx tests/visual/run.ts --dark-all   every story dark in every theme (by default only the first
//                                           theme renders every story dark, the others one per component)
//
// It serves the built `storybook-static`, opens each story once per theme at 390 px with time frozen and
// motion off, screenshots `#storybook-root`, compares it with `baselines/<storyId>--<theme>.png` (dark:
// `<storyId>--<theme>-dark.png`) and runs axe-core on the same render. One browser for the whole run; each
// theme-and-scheme pass in one page, two pages side by side (VISUAL_PAGES).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pixelmatch from 'pixelmatch'
import { chromium, type Page } from 'playwright'
import { PNG } from 'pngjs'
import { chromiumLaunch } from '../support/chromium'
import { serveStatic } from './serveStatic'

const root = fileURLToPath(new URL('../..', import.meta.url))
const storybookDir = join(root, 'storybook-static')
const baselineDir = join(root, 'tests/visual/baselines')
const diffDir = join(root, 'tests/visual/__diff__')
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** The instant every story sees as "now": Date is frozen, timers keep running. */
const frozenTime = new Date('2026-11-22T12:00:00+08:00')
/** pixelmatch's per-pixel colour threshold. */
const pixelThreshold = 0.1
/** A screenshot fails when more than this share of its pixels differ from the baseline. */
const maxDiffRatio = 0.001
const viewport = { width: 390, height: 844 }

const args = process.argv.slice(2)
const update = args.includes('--update')
const filterIndex = args.indexOf('--filter')
const filter = filterIndex >= 0 ? args[filterIndex + 1] : undefined
const isCI = Boolean(process.env.CI)
/**
 * Pages that render passes side by side (VISUAL_PAGES, default 2): a page's renderer works while the runner
 * compares the other page's last shot, so two cores both work.
 */
const pageCount = Math.max(1, Number(process.env.VISUAL_PAGES ?? 2))

const freezeStyles = `*, *::before, *::after {
  animation: none !important; transition: none !important; caret-color: transparent !important;
  scroll-behavior: auto !important;
}`

/** Where the run spends its time (summed over the pages), reported at the end. */
const timings = { render: 0, screenshot: 0, compare: 0, axe: 0 }
async function timed<T>(phase: keyof typeof timings, work: () => Promise<T> | T): Promise<T> {
  const start = performance.now()
  try {
    return await work()
  } finally {
    timings[phase] += performance.now() - start
  }
}

type IndexEntry = { id: string; type: string; title: string; name: string }
type Failure = { storyId: string; theme: string; problem: string }

function readStoryIds(): string[] {
  const indexFile = join(storybookDir, 'index.json')
  if (!existsSync(indexFile)) {
    throw new Error(
      'storybook-static/index.json is missing: run `npx storybook build -o storybook-static` first',
    )
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id)
    .filter((id) => !filter || filter.split(',').some((part) => id.includes(part)))
    .sort()
}

/** Theme names as the Storybook toolbar lists them, so new themes are picked up without edits here. */
async function readThemeNames(page: Page, origin: string, firstStoryId: string): Promise<string[]> {
  await page.goto(`${origin}/iframe.html?id=${firstStoryId}&viewMode=story`)
  await waitForStory(page)
  const names = await page.evaluate(() => {
    // biome-ignore lint/suspicious/noExplicitAny: Storybook's preview object is not typed on window.
    const preview = (window as any).__STORYBOOK_PREVIEW__
    return preview?.storyStoreValue?.projectAnnotations?.globalTypes?.theme?.toolbar?.items as
      | string[]
      | undefined
  })
  if (!names?.length) throw new Error('could not read the theme names from the Storybook globals')
  return names
}

/** Screenshots the story root by its box: cheaper than a locator screenshot's actionability checks. */
async function screenshotRoot(page: Page): Promise<Buffer> {
  const box = await page.evaluate(() => {
    const rect = document.querySelector('#storybook-root')!.getBoundingClientRect()
    const left = Math.floor(rect.left + window.scrollX)
    const top = Math.floor(rect.top + window.scrollY)
    const right = Math.ceil(rect.right + window.scrollX)
    const bottom = Math.ceil(rect.bottom + window.scrollY)
    return { x: left, y: top, width: right - left, height: bottom - top }
  })
  return page.screenshot({ clip: box, fullPage: true, animations: 'disabled', caret: 'hide' })
}

/**
 * Asks the loaded preview to render another story, as the Storybook manager does, and resolves once
 * Storybook reports it finished (or failed); `waitForStory` then checks the outcome.
 */
async function showStory(page: Page, storyId: string): Promise<void> {
  // A string, not a function: tsx's name-keeping helper does not exist inside the page.
  await page.evaluate(`new Promise((resolve) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__
    const events = ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing']
    const done = () => {
      for (const event of events) channel.off(event, done)
      resolve()
    }
    for (const event of events) channel.on(event, done)
    channel.emit('setCurrentStory', { storyId: ${JSON.stringify(storyId)}, viewMode: 'story' })
  })`)
}

/** Waits until Storybook has rendered the story (and its play function) or failed to. */
async function waitForStory(page: Page, storyId?: string): Promise<void> {
  const phase = await page
    .waitForFunction(
      (id) => {
        // biome-ignore lint/suspicious/noExplicitAny: Storybook's preview object is not typed on window.
        const render = (window as any).__STORYBOOK_PREVIEW__?.currentRender
        if (id && render?.id !== id) return false
        const current = render?.phase as string | undefined
        return current === 'finished' || current === 'aborted' ? current : false
      },
      storyId,
      { timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue())
  const failed = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))
  if (phase !== 'finished' || failed) {
    const error = await page.locator('#error-message').textContent()
    throw new Error(`story ${phase === 'finished' ? 'errored' : phase}: ${error?.trim() || 'no message'}`)
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // Images (data URLs too) decode after the story renders: the shot waits for them, at most 3 s (a lazy
  // image below the fold never loads).
  await page.evaluate(() =>
    Promise.race([
      Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]).then(() => undefined),
  )
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

async function runAxe(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a script tag.
    const axe = (window as any).axe
    const result = await axe.run(document.querySelector('#storybook-root'), { resultTypes: ['violations'] })
    return (result.violations as AxeViolation[]).filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    )
  })
}

function compare(actual: Buffer, baselineFile: string, diffFile: string): string | null {
  const expected = PNG.sync.read(readFileSync(baselineFile))
  const got = PNG.sync.read(actual)
  if (expected.width !== got.width || expected.height !== got.height) {
    writeFileSync(diffFile.replace(/\.png$/, '.actual.png'), actual)
    return `size ${got.width}×${got.height} differs from baseline ${expected.width}×${expected.height}`
  }
  const diff = new PNG({ width: got.width, height: got.height })
  const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: pixelThreshold,
  })
  const ratio = differing / (got.width * got.height)
  if (ratio <= maxDiffRatio) return null
  writeFileSync(diffFile, PNG.sync.write(diff))
  writeFileSync(diffFile.replace(/\.png$/, '.actual.png'), actual)
  return `${differing} pixels (${(ratio * 100).toFixed(3)} %) differ from the baseline`
}

/**
 * The stories rendered in a theme's dark variant. Rendering every story dark in all four themes doubled
 * the run (each dark pass takes as long as a light one, about 2 min here), so the first theme renders
 * every story dark and the other three one story per component (the first by id): every component is seen
 * dark in every theme, and each variant of it in one.
 */
function darkStoryIds(theme: string, themes: string[], storyIds: string[]): string[] {
  if (theme === themes[0] || args.includes('--dark-all')) return storyIds
  const components = new Set<string>()
  return storyIds.filter((id) => {
    const component = id.slice(0, id.indexOf('--'))
    if (components.has(component)) return false
    components.add(component)
    return true
  })
}

async function main(): Promise<void> {
  const started = Date.now()
  const storyIds = readStoryIds()
  if (storyIds.length === 0) throw new Error('no stories found')
  mkdirSync(baselineDir, { recursive: true })
  rmSync(diffDir, { recursive: true, force: true })
  mkdirSync(diffDir, { recursive: true })

  const server = await serveStatic(storybookDir)
  // The baselines are the headless shell's (tests/support/chromium.ts): Debian's whole Chromium draws the text of
  // a native button, an emoji and an SVG a few pixels apart (16 of the 373 stories fail in it).
  const browser = await chromium.launch(chromiumLaunch)
  const failures: Failure[] = []
  const written: string[] = []
  const seen = new Set<string>()
  const passSeconds: string[] = []
  try {
    // Storybook waits 100 ms for animations after every render unless it sees its test runner's user
    // agent; animations are off here anyway, so say so and skip the wait.
    const probe = await browser.newPage()
    const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`
    await probe.close()
    const context = await browser.newContext({
      userAgent,
      viewport,
      deviceScaleFactor: 1,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      reducedMotion: 'reduce',
    })
    const pages = await Promise.all(Array.from({ length: pageCount }, () => context.newPage()))
    await pages[0]!.clock.setFixedTime(frozenTime)
    const themes = await readThemeNames(pages[0]!, server.origin, storyIds[0]!)
    console.log(
      `visual + a11y: ${storyIds.length} stories × ${themes.length} themes (${themes.join(', ')}), light and dark, ${pageCount} pages side by side`,
    )

    // One page load per theme and scheme; within one, stories are switched through Storybook's own
    // channel, which re-renders in place instead of reloading the bundle. The passes are shared among the
    // pages (each its own renderer process, so two cores both work), the longest first.
    const passes = themes
      .flatMap((theme) => [
        { theme, scheme: 'light', label: theme, storyIds },
        { theme, scheme: 'dark', label: `${theme}-dark`, storyIds: darkStoryIds(theme, themes, storyIds) },
      ])
      .filter((pass) => pass.storyIds.length > 0)
      .sort((a, b) => b.storyIds.length - a.storyIds.length)
    const runPass = async (
      page: Page,
      { theme, scheme, label, storyIds: passStoryIds }: (typeof passes)[0],
    ) => {
      const passStarted = performance.now()
      const storyUrl = (storyId: string) =>
        // a11y.manual stops the Storybook a11y addon from running its own axe pass on every render.
        `${server.origin}/iframe.html?id=${storyId}&globals=theme:${theme};scheme:${scheme};a11y.manual:!true&viewMode=story`
      await page.goto(storyUrl(passStoryIds[0]!))
      await page.addStyleTag({ content: freezeStyles })
      await page.addScriptTag({ path: axePath })
      for (const [index, storyId] of passStoryIds.entries()) {
        const name = `${storyId}--${label}`
        seen.add(`${name}.png`)
        try {
          await timed('render', async () => {
            if (index > 0) await showStory(page, storyId)
            await waitForStory(page, storyId)
          })
          const shot = await timed('screenshot', () => screenshotRoot(page))
          const baselineFile = join(baselineDir, `${name}.png`)
          if (update || !existsSync(baselineFile)) {
            if (!update && isCI) {
              failures.push({
                storyId,
                theme: label,
                problem: 'no baseline (run `npm run test:visual:update`)',
              })
            } else {
              writeFileSync(baselineFile, shot)
              written.push(name)
            }
          } else {
            const problem = await timed('compare', () =>
              compare(shot, baselineFile, join(diffDir, `${name}.png`)),
            )
            if (problem) failures.push({ storyId, theme: label, problem })
          }
          for (const v of await timed('axe', () => runAxe(page))) {
            const targets = v.nodes.map((n) => n.target.join(' ')).join(', ')
            failures.push({
              storyId,
              theme: label,
              problem: `axe ${v.impact} ${v.id}: ${v.help} → ${targets}`,
            })
          }
        } catch (error) {
          failures.push({
            storyId,
            theme: label,
            problem: error instanceof Error ? error.message : String(error),
          })
          // A broken story may leave the preview in an error state: start the pass's page afresh.
          await page.goto(storyUrl(storyId))
          await page.addStyleTag({ content: freezeStyles })
          await page.addScriptTag({ path: axePath })
        }
      }
      passSeconds.push(`${label} ${((performance.now() - passStarted) / 1000).toFixed(1)} s`)
    }
    const queue = [...passes]
    await Promise.all(
      pages.map(async (page) => {
        for (let pass = queue.shift(); pass; pass = queue.shift()) await runPass(page, pass)
      }),
    )
  } finally {
    await browser.close()
    await server.close()
  }

  const orphans = readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !seen.has(file))
  if (update && !filter) for (const file of orphans) rmSync(join(baselineDir, file))
  else if (orphans.length && !filter) console.warn(`baselines without a story: ${orphans.join(', ')}`)

  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const spent = Object.entries(timings).map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`)
  console.log(`time spent: ${spent.join(', ')}`)
  console.log(`per pass: ${passSeconds.join(', ')}`)
  if (written.length) console.log(`wrote ${written.length} baselines`)
  if (failures.length) {
    for (const f of failures) console.error(`✗ ${f.storyId} [${f.theme}] ${f.problem}`)
    console.error(
      `visual + a11y: ${failures.length} failures in ${seconds} s (diffs in tests/visual/__diff__/)`,
    )
    process.exit(1)
  }
  console.log(`visual + a11y: ${seen.size} screenshots passed in ${seconds} s`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
