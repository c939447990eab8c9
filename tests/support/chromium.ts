import { existsSync } from 'node:fs'

/**
 * The suites' browser (Playwright's own browser downloads are not available here): CHROMIUM_PATH when set,
 * else Debian's Chromium headless shell when installed (`npm test` installs it, scripts/lib.mjs
 * `ensureBrowser`), else Debian's Chromium.
 *
 * The shell is Chromium's engine without the browser around it: the same Blink, V8 and media stack (H.264
 * through Media Source included), and the binary Playwright itself runs for headless tests by default.
 * Debian's `chromium --headless` is the whole browser without a screen: each page the suites open also gets
 * the browser's window, whose toolbar is a page of its own (a `--top-chrome-webui` renderer), which on two
 * cores made a new page cost three times the shell's (docs/architecture.md, "The test run").
 */
const debianShell = '/usr/lib/chromium/chromium-headless-shell'
const debianChromium = '/usr/bin/chromium'
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(debianShell) ? debianShell : debianChromium)

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

/**
 * Launch options for Debian's whole Chromium (CHROMIUM_PATH when set), for what the headless shell lacks: the
 * Push API (`PushManager`), which push.e2e.ts drives.
 */
export const wholeBrowserLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined),
  args: chromiumArgs,
}
