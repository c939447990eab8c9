import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build, type Plugin, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeAlias } from './routeAlias.ts'

// Two routes rendering one page: `alias.js` only re-exports `home.js`.
const files: Record<string, string> = {
  'app/helper.js': 'export const helper = () => "HELPER_CODE";\n',
  'app/home.js': 'import { helper } from "./helper.js";\nexport const page = () => helper() + "HOME_CODE";\n',
  'app/alias.js': 'export { page } from "./home.js";\n',
}

/** What Remix does for the browser: each route's entry is its file with a query, re-exporting the file. */
const routeEntries: Plugin = {
  name: 'route-entries',
  load(id) {
    const [file, query] = id.split('?')
    return query === 'route-entry' ? `export { page } from ${JSON.stringify(file)};\n` : null
  },
}

const alias = () =>
  routeAlias({ alias: (id) => id.endsWith('/app/alias.js'), route: (id) => id.endsWith('/app/home.js') })

let dir: string

async function bundle(plugins: Plugin[], { order = ['home', 'alias'], ssr = false } = {}) {
  const result = (await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [routeEntries, ...plugins],
    build: {
      ssr,
      write: false,
      minify: false,
      rollupOptions: {
        input: order.map((name) => join(dir, `app/${name}.js?route-entry`)),
        preserveEntrySignatures: 'exports-only',
      },
    },
  })) as Rollup.RollupOutput
  const chunks = result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
  const entry = (name: string) => chunks.find((chunk) => chunk.isEntry && chunk.name === name)
  return { chunks, home: entry('home'), alias: entry('alias') }
}

describe('routeAlias', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'route-alias-'))
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("without it, the home route's entry chunk does not hold the page: it imports it", async () => {
    const { chunks, home } = await bundle([])
    expect(home?.code).not.toContain('HOME_CODE')
    const page = chunks.find((chunk) => chunk.code.includes('HOME_CODE'))
    expect(home?.imports).toContain(page?.fileName)
  })

  it.each([
    [['home', 'alias']],
    [['alias', 'home']],
  ])("keeps the page and what only it imports in the home route's chunk; the alias imports it (entries %j)", async (order) => {
    const { chunks, home, alias: aliasChunk } = await bundle([alias()], { order })
    expect(home?.code).toContain('HOME_CODE')
    expect(home?.code).toContain('HELPER_CODE')
    expect(aliasChunk?.code).not.toContain('HOME_CODE')
    expect(aliasChunk?.imports).toEqual([home?.fileName])
    expect(chunks).toHaveLength(2)
  })

  it('changes nothing in the server build', async () => {
    const code = async (plugins: Plugin[]) =>
      (await bundle(plugins, { ssr: true })).chunks.map((chunk) => [chunk.fileName, chunk.code])
    expect(await code([alias()])).toEqual(await code([]))
  })
})
