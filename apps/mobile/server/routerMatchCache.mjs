// Route matching with caches, in the server's copy of @remix-run/router (its CommonJS build, which Node loads
// for the app server; the browser's bundle is built from the ES module build and stays as published).
//
// Every document request matches the URL against the app's 125 routes four times (the server runtime, the
// static handler, and twice while rendering). Each time the router flattens and ranks every route again and
// compiles a regular expression for each segment it tries: about 11 % of a signed-in member's home render
// (docs/resilience.md, "Route matching"). The caches keep those results:
// - `compilePath`: the compiled pattern of a path (a pure function of path, case sensitivity and end; the
//   RegExp has no `g` flag, so sharing it keeps no state between matches);
// - `matchRoutesImpl`: the ranked branches of a routes array, by its identity (a WeakMap: a route table
//   made for one render goes with it). The server's route tables do not change after they are made.
//
// `applyRouterMatchCache()` patches the installed file once (the repository's scripts/lib.mjs `ensureDependencies` calls it)
// and keeps the published file beside it as `router.cjs.orig.js` (routerMatchCache.test.ts compares
// the two). A version whose code differs from what the patch expects is left as it is, with a warning.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const MARK = '/* liuhe: route matching caches */'

const replacements = [
  [
    'function compilePath(path, caseSensitive, end) {\n',
    `${MARK}
const liuheCompiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  const key = path + "\\u0000" + (caseSensitive ? "1" : "0") + (end === false ? "0" : "1");
  let compiled = liuheCompiledPaths.get(key);
  if (!compiled) {
    compiled = compilePathUncached(path, caseSensitive, end);
    if (liuheCompiledPaths.size < 5000) liuheCompiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathUncached(path, caseSensitive, end) {
`,
  ],
  [
    '  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n',
    `  let branches = liuheRankedBranches.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    liuheRankedBranches.set(routes, branches);
  }
`,
  ],
  [
    'function matchRoutesImpl(routes, locationArg, basename, allowPartial) {\n',
    'const liuheRankedBranches = new WeakMap();\nfunction matchRoutesImpl(routes, locationArg, basename, allowPartial) {\n',
  ],
]

/** The patched text of the published router.cjs.js, or null when its code is not what the patch expects. */
export function patchedRouter(source) {
  let text = source
  for (const [from, to] of replacements) {
    if (text.split(from).length !== 2) return null
    text = text.replace(from, to)
  }
  return text
}

/** Patches `<root>/node_modules/@remix-run/router/dist/router.cjs.js` unless it is patched already. */
export function applyRouterMatchCache(root, warn = console.warn) {
  const file = join(root, 'node_modules/@remix-run/router/dist/router.cjs.js')
  if (!existsSync(file)) return false
  const source = readFileSync(file, 'utf8')
  if (source.includes(MARK)) return true
  const patched = patchedRouter(source)
  if (!patched) {
    warn(`[liuhe] @remix-run/router changed: its route matching caches were not applied (${file})`)
    return false
  }
  copyFileSync(file, file.replace(/\.js$/, '.orig.js'))
  writeFileSync(file, patched)
  return true
}
