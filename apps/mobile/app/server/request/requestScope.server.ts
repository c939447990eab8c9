import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What the loaders of one HTTP request share. Remix gives each loader of a request its own copy of the
 * `Request` (without the `index` and `_routes` parameters), so what is kept by the `Request` is kept once per
 * loader. The app server (server/app.ts) runs each request's page handler in a scope of its own
 * ({@link runInRequestScope}), and what the app keeps there lives as long as that request.
 *
 * One storage for the whole process: the server (dist/server.js) and each of the app's builds (简体 and 繁體)
 * bundle their own copy of this module, so the storage is kept on `globalThis` under a registered symbol.
 */
const KEY = Symbol.for('liuhe.requestScope')

/** The values kept for one request, by key. */
export type RequestScope = Map<string, unknown>

const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestScope> }
holder[KEY] ??= new AsyncLocalStorage<RequestScope>()
const storage = holder[KEY]

/** Runs one request's handler in a scope of its own. */
export function runInRequestScope<T>(run: () => T): T {
  return storage.run(new Map(), run)
}

/**
 * The scope of the request being handled; undefined outside the app server (the Vite dev server, a unit
 * test that runs a loader by itself).
 */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore()
}
