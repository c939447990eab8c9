// `npm run release`: versions the published packages from their changesets (changelogs included), builds
// them, and packs each into dist-packages/ as the tarball a registry would receive. Publishing needs a
// registry token and is left to whoever holds one: `npm publish dist-packages/<tarball>`.
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureDependencies, log, root, run } from './lib.mjs'

const published = ['domain', 'api', 'ui']
const outDir = join(root, 'dist-packages')

ensureDependencies()
log('versioning from the changesets (changeset version)…')
run('npx', ['changeset', 'version'])
log('building the published packages…')
run('npx', ['turbo', 'run', 'build', ...published.flatMap((name) => ['--filter', `@liuhe/${name}`])])
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
for (const name of published) {
  const dir = join(root, 'packages', name)
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  run('npm', ['pack', '--pack-destination', outDir, '--silent'], { cwd: dir })
  log(`packed @liuhe/${name}@${version}`)
}
log(`tarballs in ${outDir}; publish with \`npm publish <tarball>\` where a registry token is available`)
