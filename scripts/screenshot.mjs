// Takes a 390×844 screenshot of a URL in Debian's Chromium: node scripts/screenshot.mjs URL OUT.png [--full]
import { chromium } from 'playwright'

const [url, out = '/tmp/shot.png'] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
const page = await browser.newPage({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  locale: 'zh-CN',
})
const errors = []
page.on('pageerror', (e) => errors.push(e.message))
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
await page.goto(url, { waitUntil: 'networkidle' })
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') })
if (errors.length) console.log('page errors:', errors)
await browser.close()
