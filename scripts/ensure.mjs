// Installs what is missing: npm dependencies, and with --browser Debian's Chromium and a CJK font.
import { ensureBrowser, ensureDependencies } from './lib.mjs'

ensureDependencies()
if (process.argv.includes('--browser')) ensureBrowser()
