import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shellChunk } from './shellChunk.ts'

// A tiny app: two "routes" (root, page) and a package whose barrel re-exports two modules.
const files: Record<string, string> = {
  'node_modules/kit/package.json': JSON.stringify({
    name: 'kit',
    type: 'module',
    main: 'index.js',
    sideEffects: false,
  }),
  'node_modules/kit/index.js':
    'import { nav } from "./nav.js";\nimport { chart } from "./chart.js";\nexport { nav, chart };\n',
  'node_modules/kit/nav.js': 'export const nav = () => "NAV_CODE";\n',
  'node_modules/kit/chart.js':
    'import { format } from "./format.js";\nexport const chart = () => format("CHART_CODE");\n',
  'node_modules/kit/format.js': 'export const format = (s) => s + "FORMAT_CODE";\n',
  'app/shared.js': 'export const shared = () => "SHARED_CODE";\n',
  'app/root.js':
    'import { nav } from "kit";\nimport { shared } from "./shared.js";\nexport const root = () => nav() + shared();\n',
  'app/page.js':
    'import { chart } from "kit";\nimport { shared } from "./shared.js";\nexport const page = () => chart() + shared() + "PAGE_CODE";\n',
  'app/other.js': 'import { chart } from "kit";\nexport const other = () => chart() + "OTHER_CODE";\n',
}

let dir: string

async function bundle(ssr: boolean) {
  const result = (await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [shellChunk({ roots: (id) => id.endsWith('/app/root.js') })],
    build: {
      ssr,
      write: false,
      minify: false,
      rollupOptions: {
        input: {
          root: join(dir, 'app/root.js'),
          page: join(dir, 'app/page.js'),
          other: join(dir, 'app/other.js'),
        },
        preserveEntrySignatures: 'exports-only',
      },
    },
  })) as Rollup.RollupOutput
  return result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
}

const chunkWith = (chunks: Rollup.OutputChunk[], marker: string) =>
  chunks.filter((chunk) => chunk.code.includes(marker)).map((chunk) => chunk.name)

describe('shellChunk', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'shell-chunk-'))
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('puts what the roots import in one shell chunk, taking from a barrel only the names they use', async () => {
    const chunks = await bundle(false)
    // Without the plugin Rollup would give `shared` (root + page) and `nav` chunks of their own.
    expect(chunkWith(chunks, 'SHARED_CODE')).toEqual(['shell'])
    expect(chunkWith(chunks, 'NAV_CODE')).toEqual(['shell'])
    // The barrel's other export and its dependency stay out: only pages that use them load them.
    expect(chunkWith(chunks, 'CHART_CODE')).not.toContain('shell')
    expect(chunkWith(chunks, 'PAGE_CODE')).toEqual(['page'])
    expect(chunkWith(chunks, 'FORMAT_CODE')).not.toContain('shell')
    // The page still reaches shared code through the shell.
    const page = chunks.find((chunk) => chunk.name === 'page')
    expect(page?.imports.some((file) => file.includes('shell'))).toBe(true)
  })

  it('leaves the server build alone', async () => {
    const chunks = await bundle(true)
    expect(chunks.some((chunk) => chunk.name === 'shell')).toBe(false)
  })
})
