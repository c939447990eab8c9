// Consumer test: installs the packed @liuhe/domain, @liuhe/api and @liuhe/ui, at the versions their
// package.json files carry (the released ones after `npm run release`), into a throwaway Vite + React app, as
// another company would, builds it, and checks in Chromium that a DrawCard renders with the theme's styles
// and that the api client reads a socket push.
//
//   npx tsx tests/consumer/run.ts     (needs the built packages: `npx turbo run build` first)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { ballTokens } from '../../packages/ui/src/theme/base'
import { chromiumLaunch } from '../support/chromium'
import { serveStatic } from '../visual/serveStatic'

const root = fileURLToPath(new URL('../..', import.meta.url))
const packages = ['domain', 'api', 'ui'] as const

function sh(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
}

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

/** Packs the built workspaces into `dir` and returns the tarball paths by package folder. */
function pack(dir: string): Record<(typeof packages)[number], string> {
  const tarballs = {} as Record<(typeof packages)[number], string>
  for (const name of packages) {
    const pkgDir = join(root, 'packages', name)
    if (!existsSync(join(pkgDir, 'dist/index.js'))) {
      throw new Error(`packages/${name}/dist is missing: run \`npx turbo run build\` first`)
    }
    const out = JSON.parse(sh('npm', ['pack', '--json', '--pack-destination', dir], pkgDir)) as {
      filename: string
      version: string
    }[]
    const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string }
    if (out[0]!.version !== version)
      throw new Error(`@liuhe/${name} packed ${out[0]!.version}, not ${version}`)
    tarballs[name] = join(dir, out[0]!.filename)
  }
  return tarballs
}

const appSource = `import { readLiveResult } from '@liuhe/api/sockets'
import { DrawCard, themeClass } from '@liuhe/ui'
import '@liuhe/ui/styles.css'
import { createRoot } from 'react-dom/client'

const push = readLiveResult({ type: 'RESULT', gameId: 110, turnNum: '2026139', openNum: '', isStreaming: false, liveUrl: '' })
document.title = push ? 'api:' + push.turnNum : 'api:none'

const drawTime = Date.UTC(2026, 4, 18, 13, 32, 32)
createRoot(document.getElementById('root')).render(
  <div className={themeClass.theme1} lang="zh-CN">
    <DrawCard
      gameId={110}
      gameName="新澳门六合彩"
      previous={{ turnNum: '2026138', numbers: [38, 22, 6, 24, 20, 46, 49], drawTime }}
      next={{ turnNum: '2026139', closeTime: 7200000, serverTime: 0 }}
    />
  </div>,
)
`

async function main(): Promise<void> {
  const started = Date.now()
  const work = mkdtempSync(join(tmpdir(), 'liuhe-consumer-'))
  try {
    const tarballs = pack(work)
    const app = join(work, 'app')
    mkdirSync(join(app, 'src'), { recursive: true })
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'liuhe-consumer', private: true, type: 'module' }, null, 2),
    )
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>consumer</title></head>' +
        '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
    )
    writeFileSync(join(app, 'src/main.jsx'), appSource)
    writeFileSync(
      join(app, 'vite.config.js'),
      "import react from '@vitejs/plugin-react'\nexport default { plugins: [react()], logLevel: 'warn' }\n",
    )
    sh(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        tarballs.domain,
        tarballs.api,
        tarballs.ui,
        'react@18.3.1',
        'react-dom@18.3.1',
        'vite@6.4.6',
        '@vitejs/plugin-react@5.2.0',
      ],
      app,
    )
    const installed = Date.now()
    sh('node', ['node_modules/vite/bin/vite.js', 'build'], app)
    const built = Date.now()

    const server = await serveStatic(join(app, 'dist'))
    const browser = await chromium.launch(chromiumLaunch)
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(server.origin)
      const list = page.getByRole('list', { name: '第2026138期开奖号码' })
      await list.waitFor()
      const names = await list.getByRole('img').evaluateAll((balls) => balls.map((b) => b.ariaLabel))
      const expected = ['38 绿波', '22 绿波', '06 绿波', '24 红波', '20 蓝波', '46 红波', '49 绿波']
      const wrong = names.length !== 7 || names.some((name, i) => !name?.startsWith(expected[i]!))
      if (wrong) throw new Error(`expected seven balls ${expected.join(', ')}; got ${names.join(', ')}`)
      const redBall = list
        .getByRole('img', { name: /^24 红波/ })
        .locator('span')
        .first()
      const border = await redBall.evaluate((el) => getComputedStyle(el).borderTopColor)
      if (border !== hexToRgb(ballTokens.ballRed)) {
        throw new Error(`red ball border is ${border}, expected theme1 ballRed ${ballTokens.ballRed}`)
      }
      if ((await page.title()) !== 'api:2026139')
        throw new Error(`@liuhe/api did not read the push: ${await page.title()}`)
      for (const name of packages) {
        const installedPkg = JSON.parse(
          readFileSync(join(app, 'node_modules/@liuhe', name, 'package.json'), 'utf8'),
        ) as { version: string }
        const own = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as {
          version: string
        }
        if (installedPkg.version !== own.version)
          throw new Error(`installed @liuhe/${name}@${installedPkg.version}, expected ${own.version}`)
      }
      if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
    } finally {
      await browser.close()
      await server.close()
    }
    const seconds = (ms: number) => (ms / 1000).toFixed(1)
    console.log(
      `consumer: @liuhe/domain, @liuhe/api and @liuhe/ui ${packages.map((n) => JSON.parse(readFileSync(join(root, 'packages', n, 'package.json'), 'utf8')).version).join('/')} installed from their tarballs; DrawCard renders themed in a Vite app ` +
        `(install ${seconds(installed - started)} s, build ${seconds(built - installed)} s, ` +
        `total ${seconds(Date.now() - started)} s)`,
    )
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
