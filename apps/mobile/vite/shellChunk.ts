import type { Plugin } from 'vite'

/** The names a module takes from one of its imports; 'all' for namespace imports, bare imports and `export *`. */
type Wanted = Set<string> | 'all'

interface ModuleFacts {
  /** Static imports by resolved id. */
  imports: Map<string, Wanted>
  /**
   * Only for modules that are nothing but imports and re-exports (a package's `index.js`): each exported
   * name and the module that really declares it. Importing one name from such a module needs only that one.
   */
  reexports?: Map<string, { id: string; name: string }>
  /** `export * from` targets of such a module. */
  starSources?: string[]
  /** Bare `import './x'` of such a module: they run whenever it is imported. */
  bareImports?: string[]
}

interface AstNode {
  type: string
  [key: string]: unknown
}

function nameOf(node: AstNode): string {
  return node.type === 'Identifier' ? (node.name as string) : String(node.value)
}

function addWanted(imports: Map<string, Wanted>, source: string, names: Wanted) {
  const current = imports.get(source)
  if (current === 'all') return
  if (names === 'all') {
    imports.set(source, 'all')
    return
  }
  imports.set(source, new Set([...(current ?? []), ...names]))
}

/**
 * Every page loads the root route and the client entry, so everything they import statically is loaded on
 * every page. Rollup cannot know that (to it every route is an independent entry) and splits the app shell
 * into one small chunk per set of routes sharing a module. This plugin puts the modules statically reachable
 * from the roots into one chunk instead. Package barrels are followed name by name, so importing `BottomNav`
 * from `@liuhe/ui` brings only `BottomNav`'s module, not the whole library.
 * Placement only: Rollup still decides what is included; a page never loads code it did not load before.
 */
export function shellChunk(options: { roots: (id: string) => boolean; name?: string }): Plugin {
  const chunkName = options.name ?? 'shell'
  const factsById = new Map<string, ModuleFacts>()
  const rootIds = new Set<string>()
  let shell: Set<string> | undefined
  let ssrBuild = false

  function collect(
    start: Iterable<string>,
    importedIds: (id: string) => readonly string[],
    sideEffectFree: (id: string) => boolean,
  ) {
    const members = new Set<string>()
    const seenNames = new Set<string>()
    const queue: [string, Wanted][] = [...start].map((id) => [id, 'all'])
    while (queue.length > 0) {
      const [id, wanted] = queue.pop() as [string, Wanted]
      const facts = factsById.get(id)
      if (facts?.reexports) {
        const names = wanted === 'all' ? [...facts.reexports.keys()] : [...wanted]
        for (const name of names) {
          if (seenNames.has(`${id}\0${name}`)) continue
          seenNames.add(`${id}\0${name}`)
          const target = facts.reexports.get(name)
          if (target) queue.push([target.id, new Set([target.name])])
          else for (const star of facts.starSources ?? []) queue.push([star, new Set([name])])
        }
        if (!seenNames.has(`${id}\0`)) {
          seenNames.add(`${id}\0`)
          // A bare import of a side-effect-free module (`"sideEffects": false`, as @liuhe/domain declares)
          // runs nothing: Rollup keeps none of it for the import, so neither does the shell. Following it
          // put whole modules in the shell (the odds, the bet cells) that only other pages use.
          for (const bare of facts.bareImports ?? []) if (!sideEffectFree(bare)) queue.push([bare, 'all'])
        }
        continue
      }
      if (members.has(id)) continue
      members.add(id)
      if (facts) for (const [dependency, names] of facts.imports) queue.push([dependency, names])
      else for (const dependency of importedIds(id)) queue.push([dependency, 'all'])
    }
    return members
  }

  return {
    name: 'liuhe:shell-chunk',
    apply: 'build',
    config(_config, env) {
      ssrBuild = Boolean(env.isSsrBuild)
      if (ssrBuild) return
      return {
        build: {
          rollupOptions: {
            output: {
              onlyExplicitManualChunks: true,
              manualChunks(id, { getModuleInfo }) {
                shell ??= collect(
                  rootIds,
                  (moduleId) => getModuleInfo(moduleId)?.importedIds ?? [],
                  (moduleId) => getModuleInfo(moduleId)?.moduleSideEffects === false,
                )
                return shell.has(id) ? chunkName : undefined
              },
            },
          },
        },
      }
    },
    buildStart() {
      factsById.clear()
      rootIds.clear()
      shell = undefined
    },
    async moduleParsed(info) {
      if (ssrBuild) return
      if (options.roots(info.id)) rootIds.add(info.id)
      const program = info.ast as unknown as { body: AstNode[] } | null
      if (!program) return
      const bySource = new Map<string, Wanted>()
      const localImports = new Map<string, { source: string; name: string }>()
      const localExports = new Map<string, string>()
      const reexportsFrom: { source: string; name: string; exported: string }[] = []
      const stars: string[] = []
      const bare: string[] = []
      let onlyReexports = true
      for (const node of program.body) {
        if (node.type === 'ImportDeclaration') {
          const source = (node.source as AstNode).value as string
          const specifiers = node.specifiers as AstNode[]
          if (specifiers.length === 0) {
            bare.push(source)
            addWanted(bySource, source, 'all')
            continue
          }
          for (const specifier of specifiers) {
            const local = (specifier.local as AstNode).name as string
            if (specifier.type === 'ImportNamespaceSpecifier') {
              addWanted(bySource, source, 'all')
              onlyReexports = false
              continue
            }
            const name =
              specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported as AstNode)
            addWanted(bySource, source, new Set([name]))
            localImports.set(local, { source, name })
          }
        } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
          const source = (node.source as AstNode | null)?.value as string | undefined
          for (const specifier of node.specifiers as AstNode[]) {
            const local = nameOf(specifier.local as AstNode)
            const exported = nameOf(specifier.exported as AstNode)
            if (source) {
              addWanted(bySource, source, new Set([local]))
              reexportsFrom.push({ source, name: local, exported })
            } else localExports.set(exported, local)
          }
        } else if (node.type === 'ExportAllDeclaration') {
          const source = (node.source as AstNode).value as string
          addWanted(bySource, source, 'all')
          if (node.exported) onlyReexports = false
          else stars.push(source)
        } else onlyReexports = false
      }
      const resolved = new Map<string, string>()
      for (const source of bySource.keys()) {
        const result = await this.resolve(source, info.id)
        if (result && !result.external) resolved.set(source, result.id)
      }
      const imports = new Map<string, Wanted>()
      for (const [source, names] of bySource) {
        const id = resolved.get(source)
        if (id) addWanted(imports, id, names)
      }
      const facts: ModuleFacts = { imports }
      if (onlyReexports && (localExports.size > 0 || reexportsFrom.length > 0 || stars.length > 0)) {
        const reexports = new Map<string, { id: string; name: string }>()
        for (const [exported, local] of localExports) {
          const binding = localImports.get(local)
          const id = binding && resolved.get(binding.source)
          if (binding && id) reexports.set(exported, { id, name: binding.name })
        }
        for (const { source, name, exported } of reexportsFrom) {
          const id = resolved.get(source)
          if (id) reexports.set(exported, { id, name })
        }
        facts.reexports = reexports
        facts.starSources = stars.flatMap((source) => resolved.get(source) ?? [])
        facts.bareImports = bare.flatMap((source) => resolved.get(source) ?? [])
      }
      factsById.set(info.id, facts)
    },
  }
}
