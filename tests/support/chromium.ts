import { existsSync } from 'node:fs'

/** Debian's Chromium: Playwright's own browser downloads are not available here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags that keep headless Chromium quiet and offline-friendly on these machines. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** Launch options for Playwright's chromium. */
export const chromiumLaunch = {
  executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
  args: chromiumArgs,
}
