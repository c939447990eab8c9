// The vitest projects of a workspace whose test files mostly share one module graph per worker (`isolate: false`):
// re-importing the same modules for every file was most of a suite's time on two cores. A file that replaces a
// module (vi.mock), or sets what a module reads as it loads (vi.hoisted, vi.stubEnv), gets a graph of its own in
// a second project. docs/architecture.md ("The test run") lists the suites and their times.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const NEEDS_OWN_GRAPH = /\bvi\.(mock|doMock|hoisted|stubEnv)\(/

/**
 * Whether the test file `file` (a path from the workspace) needs a module graph of its own: it replaces a module
 * or sets what a module reads as it loads (above), or its source matches `alsoIsolate`.
 * @param {string} file
 * @param {RegExp} [alsoIsolate]
 */
export function needsOwnGraph(file, alsoIsolate) {
  const source = readFileSync(file, 'utf8')
  return NEEDS_OWN_GRAPH.test(source) || (alsoIsolate?.test(source) ?? false)
}

/**
 * Two projects over the test files under `roots` (folders relative to the workspace, the working directory of
 * its vitest run): `shared` (isolate: false) and `isolated` (the files that need their own module graph).
 * `test` holds the options both share; `alsoIsolate` matches the source of further files that need a fresh
 * environment (a workspace whose tests change globals of the DOM, for instance).
 * @param {string[]} roots
 * @param {Record<string, unknown>} test
 * @param {RegExp} [alsoIsolate]
 */
export function sharedAndIsolated(roots, test, alsoIsolate) {
  const files = roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => join(root, file)),
  )
  const isolated = files.filter((file) => needsOwnGraph(file, alsoIsolate))
  const projects = [
    {
      test: {
        ...test,
        name: 'shared',
        include: roots.map((root) => `${root}/**/*.test.{ts,tsx}`),
        exclude: isolated,
        isolate: false,
      },
    },
  ]
  if (isolated.length > 0) projects.push({ test: { ...test, name: 'isolated', include: isolated } })
  return projects
}
