// `npm start`: install what is missing, build, start the embedded platform (unless PLATFORM_URL is set)
// and the app, print the URL. Ctrl-C stops both.
import { randomBytes } from 'node:crypto'
import { ensureDependencies, ensureFfmpeg, fail, log, root, run, startChild } from './lib.mjs'

const themes = ['theme1', 'theme2', 'theme3', 'theme4']
// The company build's theme, read by the app at start (apps/mobile/app/server/platform/env.server.ts).
const theme = process.env.THEME ?? 'theme1'
if (!themes.includes(theme)) fail(`THEME must be one of ${themes.join(', ')} (got "${theme}")`)

ensureDependencies()
// The embedded platform encodes the live draw video with ffmpeg (apps/platform/src/video/frames.ts).
if (!process.env.PLATFORM_URL) ensureFfmpeg()
log('building…')
run('npx', [
  'turbo',
  'run',
  'build',
  '--filter=@liuhe/mobile',
  '--filter=@liuhe/platform',
  '--output-logs=errors-only',
])

const port = Number(process.env.PORT ?? 3000)
const platformPort = Number(process.env.PLATFORM_PORT ?? 4100)
const external = process.env.PLATFORM_URL
const platformUrl = external ?? `http://localhost:${platformPort}`
// The secret with which the app proves to the platform that it is the proxy whose forwarded addresses count
// (docs/security.md, "Rate limits"): the environment's, or a new one per start for the embedded platform.
// An external platform is told its secret by whoever runs it; the app then needs the same in its env.
const proxySecret =
  process.env.PLATFORM_PROXY_SECRET || (external ? undefined : randomBytes(32).toString('hex'))
const children = []

async function waitFor(url, name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  fail(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`)
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', () => {
  stopAll()
  process.exit(0)
})
process.on('SIGTERM', () => {
  stopAll()
  process.exit(0)
})

if (!external) {
  const platform = startChild('platform', process.execPath, ['apps/platform/dist/main.js'], {
    // The demo's online recharges are paid on the platform's simulated provider page (off by default under
    // NODE_ENV=production: apps/platform/src/routes/payPage.ts `simulatedPaySetting`).
    env: {
      PLATFORM_PORT: String(platformPort),
      PLATFORM_SIMULATED_PAY: process.env.PLATFORM_SIMULATED_PAY ?? '1',
      PLATFORM_PROXY_SECRET: proxySecret,
      // The pay page's link back to the order in this app (apps/platform/src/routes/payPage.ts).
      APP_PUBLIC_URL: process.env.APP_PUBLIC_URL ?? `http://localhost:${port}`,
    },
  })
  children.push(platform)
  platform.on('exit', (code) => code && fail(`the platform stopped (exit ${code})`))
  await waitFor(`${platformUrl}/healthz`, 'the platform')
}

const app = startChild('app', process.execPath, ['dist/server.js', 'build/server/index.js'], {
  cwd: `${root}/apps/mobile`,
  env: {
    PORT: String(port),
    PLATFORM_URL: platformUrl,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    THEME: theme,
    ...(proxySecret ? { PLATFORM_PROXY_SECRET: proxySecret } : {}),
  },
})
children.push(app)
app.on('exit', (code) => code && fail(`the app stopped (exit ${code})`))
await waitFor(`http://localhost:${port}/`, 'the app')
log(`Liuhe (${theme}) is running: http://localhost:${port}  (platform: ${platformUrl}) — Ctrl-C stops it.`)
