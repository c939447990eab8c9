/** The patched text of the published router.cjs.js, or null when its code is not what the patch expects. */
export function patchedRouter(source: string): string | null
/** The patched text of the published react-router-dom/server.js, or null when its code is not what the patch expects. */
export function patchedStaticRouter(source: string): string | null
/** The patched text of the published @remix-run/react/dist/server.js, or null when its code is not what the patch expects. */
export function patchedRemixServer(source: string): string | null
/** The patched text of the published @remix-run/server-runtime/dist/data.js, or null when its code is not what the patch expects. */
export function patchedServerRuntime(source: string): string | null
/** The files the app server loads that the route matching caches patch, as installed under `root`. */
export function routeMatchingFiles(
  root: string,
): { file: string; patch: (source: string) => string | null; name: string }[]
/** The published text of an installed file: its kept `.orig.js` copy once patched. */
export function publishedText(file: string): string
/** Patches the installed files unless they are patched already; true when all of them carry the caches. */
export function applyRouterMatchCache(root: string, warn?: (message: string) => void): boolean
