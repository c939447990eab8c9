/** The patched text of the published router.cjs.js, or null when its code is not what the patch expects. */
export function patchedRouter(source: string): string | null
/** Patches the installed @remix-run/router's CommonJS build unless it is patched already. */
export function applyRouterMatchCache(root: string, warn?: (message: string) => void): boolean
