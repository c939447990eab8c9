// Route matching with caches, in the server's copies of @remix-run/router, react-router-dom/server and
// @remix-run/react (their CommonJS builds, which Node loads for the app server; the browser's bundle is built
// from the ES module builds and stays as published).
//
// Every document request matches the URL against the app's 125 routes five times (the server runtime, the
// static handler, the lazy route discovery's partial manifest, and twice while rendering). Each time the
// router flattens and ranks every route again, compiles a regular expression for each segment it tries and
// tries the branches one by one (docs/architecture.md, "Route matching"). The caches keep those results:
// - `compilePath`: the compiled pattern of a path (a pure function of path, case sensitivity and end; the
//   RegExp has no `g` flag, so sharing it keeps no state between matches);
// - `matchRoutesImpl`: the ranked branches of a routes array, by its identity (a WeakMap: a route table
//   made for one render goes with it), and the matches of each pathname in that table (at most 2,000 kept;
//   each caller gets its own copy of the match objects). The server's route tables do not change after they
//   are made.
// - `RemixServer` (@remix-run/react) made the render's route table anew for each request, and
//   `createStaticRouter` (react-router-dom/server) its data routes, so the router's caches missed on every
//   render. Both tables depend only on the build (its manifest and route modules), so they are kept, by the
//   identity of the build's route manifest, and the render matches against the same table each time.
//
// - `callRouteLoader` (@remix-run/server-runtime) gave each loader of a request its own copy of the request
//   (without the `index` and `_routes` parameters), so what the app keeps per request (the viewer and its
//   profile call, app/viewer.server.ts) was made once per loader: a member's home asked the platform for the
//   profile twice. The loaders of one request now get one copy, made once (actions keep their own).
//
// `applyRouterMatchCache()` patches the installed files once (the repository's scripts/lib.mjs
// `ensureDependencies` calls it) and keeps each published file beside it as `<name>.orig.js`
// (routerMatchCache.test.ts compares the two). A version whose code differs from what the patch expects is
// left as it is, with a warning.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** Marks a patched file; a file with an older mark is patched again from its published copy. */
const MARK = '/* liuhe: route matching caches v2 */'
const OLD_MARK = '/* liuhe: route matching caches'

const routerReplacements = [
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
    `  let liuheTable = liuheRankedBranches.get(routes);
  if (!liuheTable) {
    let ranked = flattenRoutes(routes);
    rankRouteBranches(ranked);
    liuheTable = { branches: ranked, matches: new Map() };
    liuheRankedBranches.set(routes, liuheTable);
  }
  let branches = liuheTable.branches;
  let liuheKey = (allowPartial ? "p" : "f") + pathname;
  let liuheKept = liuheTable.matches.get(liuheKey);
  if (liuheKept !== undefined) return liuheCopyMatches(liuheKept);
`,
  ],
  [
    'function matchRoutesImpl(routes, locationArg, basename, allowPartial) {\n',
    `const liuheRankedBranches = new WeakMap();
/** A caller's own copy of kept matches: new match objects sharing one new params object, as the router makes them. */
function liuheCopyMatches(matches) {
  if (!matches) return null;
  let params = matches.length ? { ...matches[0].params } : {};
  return matches.map(match => ({ ...match, params }));
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
`,
  ],
  [
    '    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n  }\n  return matches;\n}\n',
    `    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  if (liuheTable.matches.size >= 2000) liuheTable.matches.clear();
  liuheTable.matches.set(liuheKey, matches);
  return liuheCopyMatches(matches);
}
`,
  ],
]

const staticRouterReplacements = [
  [
    'function createStaticRouter(routes, context, opts = {}) {\n  let manifest = {};\n  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);\n',
    `${MARK}
const liuheDataRoutes = new WeakMap();
function createStaticRouter(routes, context, opts = {}) {
  let liuheKept = liuheDataRoutes.get(routes);
  if (!liuheKept) {
    let manifest = {};
    let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);
    liuheKept = { manifest, dataRoutes };
    liuheDataRoutes.set(routes, liuheKept);
  }
  let { manifest, dataRoutes } = liuheKept;
`,
  ],
]

const remixServerReplacements = [
  [
    '  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);\n',
    `  let routes$1 = liuheServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);
`,
  ],
  [
    'function RemixServer({\n',
    `${MARK}
const liuheKeptRoutes = new WeakMap();
/** The render's route table, made once per build: the same manifest, route modules and options give the same table. */
function liuheServerRoutes(manifestRoutes, routeModules, future, isSpaMode) {
  let kept = liuheKeptRoutes.get(manifestRoutes);
  if (kept && kept.future === future && kept.isSpaMode === isSpaMode && liuheSameModules(kept.routeModules, routeModules)) return kept.routes;
  let made = routes.createServerRoutes(manifestRoutes, routeModules, future, isSpaMode);
  liuheKeptRoutes.set(manifestRoutes, { routeModules, future, isSpaMode, routes: made });
  return made;
}
function liuheSameModules(a, b) {
  let keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length) return false;
  for (let key of keys) if (a[key] !== b[key]) return false;
  return true;
}
function RemixServer({
`,
  ],
]

const serverRuntimeReplacements = [
  [
    'async function callRouteLoader({\n',
    `${MARK}
const liuheLoaderRequests = new WeakMap();
/** The request every loader of one request gets: one copy without the \`index\` and \`_routes\` (or \`_data\`) parameters. */
function liuheLoaderRequest(request, singleFetch) {
  let kept = liuheLoaderRequests.get(request);
  if (!kept) {
    kept = {};
    liuheLoaderRequests.set(request, kept);
  }
  let key = singleFetch ? "singleFetch" : "data";
  return kept[key] || (kept[key] = singleFetch ? stripRoutesParam(stripIndexParam(request)) : stripDataParam(stripIndexParam(request)));
}
async function callRouteLoader({
`,
  ],
  [
    `  let result = await loader({
    request: singleFetch ? stripRoutesParam(stripIndexParam(request)) : stripDataParam(stripIndexParam(request)),
`,
    `  let result = await loader({
    request: liuheLoaderRequest(request, singleFetch),
`,
  ],
]

function applyReplacements(source, replacements) {
  let text = source
  for (const [from, to] of replacements) {
    if (text.split(from).length !== 2) return null
    text = text.replace(from, to)
  }
  return text
}

/** The patched text of the published router.cjs.js, or null when its code is not what the patch expects. */
export const patchedRouter = (source) => applyReplacements(source, routerReplacements)
/** The patched text of the published react-router-dom/server.js, or null when its code is not what the patch expects. */
export const patchedStaticRouter = (source) => applyReplacements(source, staticRouterReplacements)
/** The patched text of the published @remix-run/react/dist/server.js, or null when its code is not what the patch expects. */
export const patchedRemixServer = (source) => applyReplacements(source, remixServerReplacements)

/** The patched text of the published @remix-run/server-runtime/dist/data.js, or null when its code is not what the patch expects. */
export const patchedServerRuntime = (source) => applyReplacements(source, serverRuntimeReplacements)

/**
 * The four files the app server loads, as installed under `root`: the router, react-router-dom's server
 * entry, Remix's server entry and its server runtime's data module (resolved as the app resolves them).
 */
export function routeMatchingFiles(root) {
  const files = []
  const router = join(root, 'node_modules/@remix-run/router/dist/router.cjs.js')
  if (existsSync(router)) files.push({ file: router, patch: patchedRouter, name: '@remix-run/router' })
  try {
    const fromApp = createRequire(join(root, 'apps/mobile/package.json'))
    const remixReact = fromApp.resolve('@remix-run/react')
    const remixServer = join(dirname(remixReact), 'server.js')
    files.push({ file: remixServer, patch: patchedRemixServer, name: '@remix-run/react' })
    const staticRouter = createRequire(remixServer).resolve('react-router-dom/server')
    files.push({ file: staticRouter, patch: patchedStaticRouter, name: 'react-router-dom' })
    const remixNode = fromApp.resolve('@remix-run/node')
    const serverRuntime = createRequire(remixNode).resolve('@remix-run/server-runtime')
    files.push({
      file: join(dirname(serverRuntime), 'data.js'),
      patch: patchedServerRuntime,
      name: '@remix-run/server-runtime',
    })
  } catch {
    // Not installed yet: nothing to patch.
  }
  return files.filter(({ file }) => existsSync(file))
}

/** The published text of an installed file: its kept `.orig.js` copy once patched. */
export function publishedText(file) {
  const kept = file.replace(/\.js$/, '.orig.js')
  const source = readFileSync(file, 'utf8')
  return source.includes(OLD_MARK) && existsSync(kept) ? readFileSync(kept, 'utf8') : source
}

/** Patches the installed files unless they are patched already; true when all of them carry the caches. */
export function applyRouterMatchCache(root, warn = console.warn) {
  let applied = true
  for (const { file, patch, name } of routeMatchingFiles(root)) {
    const installed = readFileSync(file, 'utf8')
    if (installed.includes(MARK)) continue
    const published = publishedText(file)
    const patched = patch(published)
    if (!patched) {
      warn(`[liuhe] ${name} changed: its route matching caches were not applied (${file})`)
      applied = false
      continue
    }
    // An unpatched file is the published one (maybe of a newer version than a copy kept before): keep it.
    if (!installed.includes(OLD_MARK)) copyFileSync(file, file.replace(/\.js$/, '.orig.js'))
    writeFileSync(file, patched)
  }
  return applied
}
