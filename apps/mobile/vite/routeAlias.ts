import type { Plugin, Rollup } from 'vite'

function inputIds(input: Rollup.InputOption): string[] {
  if (typeof input === 'string') return [input]
  return Array.isArray(input) ? input : Object.values(input)
}

/**
 * Lets a route file that only re-exports another route's module (/macau-lottery is home) load that route's
 * own chunk: in the browser build, the alias's import of the module is pointed at the route's entry.
 * Otherwise Rollup sees two entries sharing the module, moves it (with what only it imports) into a chunk
 * of its own and gives each route a facade chunk: one file more on the original route's first load.
 */
export function routeAlias(options: {
  alias: (id: string) => boolean
  route: (id: string) => boolean
}): Plugin {
  let ssrBuild = false
  let entries: string[] = []
  return {
    name: 'liuhe:route-alias',
    apply: 'build',
    // Before Vite's own resolver, which would answer first.
    enforce: 'pre',
    config(_config, env) {
      ssrBuild = Boolean(env.isSsrBuild)
    },
    buildStart(input) {
      entries = inputIds(input.input)
    },
    async resolveId(source, importer, resolveOptions) {
      if (ssrBuild || !importer || !options.alias(importer)) return null
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true })
      if (!resolved || !options.route(resolved.id)) return null
      // The route's entry is its module with the query the framework adds to entries.
      return entries.find((entry) => entry.startsWith(`${resolved.id}?`)) ?? null
    },
  }
}
