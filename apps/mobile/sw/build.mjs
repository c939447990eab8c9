// Builds the service worker into the client build: `<build>/client/sw.js`, with the shell to precache (the
// client entry, the root route and home with their imports and styles, the offline page, the icons) taken
// from the Remix client manifest of the same build. Run after `remix vite:build` (package.json "build").
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const appDir = fileURLToPath(new URL('..', import.meta.url))
const clientDir = resolve(appDir, process.env.REMIX_BUILD_DIR ?? 'build', 'client')
const publicDir = join(appDir, 'public')

const manifestFile = readdirSync(join(clientDir, 'assets')).find((name) => /^manifest-.*\.js$/.test(name))
if (!manifestFile) throw new Error(`no Remix client manifest in ${clientDir}/assets`)
const source = readFileSync(join(clientDir, 'assets', manifestFile), 'utf8')
const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1))

/** The shell routes: what every page loads, and home, which the app opens on. */
const shellRoutes = ['root', 'routes/_index']
const hashed = new Set([`/assets/${manifestFile}`, manifest.entry.module, ...manifest.entry.imports])
for (const id of shellRoutes) {
  const route = manifest.routes[id]
  if (!route) throw new Error(`route ${id} is not in the client manifest`)
  for (const url of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) hashed.add(url)
}

/** Files of `public/` precached with a revision (their names carry no hash). */
const publicFiles = ['offline.html', 'favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png']
const revisionOf = (file) =>
  createHash('sha256')
    .update(readFileSync(join(publicDir, file)))
    .digest('hex')
    .slice(0, 16)

const precache = [
  ...[...hashed].map((url) => ({ url, revision: null })),
  ...publicFiles.map((file) => ({ url: `/${file}`, revision: revisionOf(file) })),
]

await build({
  entryPoints: [join(appDir, 'sw/sw.ts')],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'chrome100',
  outfile: join(clientDir, 'sw.js'),
  define: { 'self.__WB_MANIFEST': JSON.stringify(precache), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
})
console.log(`service worker: ${precache.length} files precached`)
